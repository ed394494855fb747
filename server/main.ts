import { resolve } from 'node:path';
import { type App, buildApp } from './app.ts';
import { configFromEnv } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { ensureSeeded } from './db/seed.ts';
import { backupScheduleFromEnv, startBackupSchedule } from './services/backup-schedule.ts';

const config = configFromEnv();
let app: App;
try {
  app = await buildApp(config);
} catch (error) {
  // Another server (or a script) has this DATA_DIR: say who, and leave it untouched.
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const summary = await ensureSeeded(app.database.db, process.env);

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
await app.listen({ port, host });
const address = app.server.address();
const actualPort = typeof address === 'object' && address ? address.port : port;
app.database.dataDirLock?.setPort(actualPort);

const where =
  config.database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.database.dataDir})`;
console.log(`\nELITE DRIVE en http://localhost:${actualPort}  ·  base de datos: ${where}`);
if (summary) console.log(summary);

// Issue 29: the outbox worker and the message scheduler, on every instance.
app.messages.start();

// Scheduled backups (issue 31): with BACKUP_DIR, one a day at 03:00 El Salvador.
const backupSchedule = backupScheduleFromEnv(process.env);
const stopBackups = backupSchedule
  ? startBackupSchedule(
      app.database,
      { ...backupSchedule, dir: resolve(backupSchedule.dir) },
      app.log,
    )
  : () => {};

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'closing');
  // Stop accepting requests, let the ones in flight finish, then close the database cleanly:
  // PGlite writes its files on close, so a hard exit could leave them half-written.
  stopBackups();
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
