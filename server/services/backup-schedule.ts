import { hostname } from 'node:os';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { addDays, todayInElSalvador } from '#domain/dates.ts';
import { dumpDatabase } from '../backup/dump.ts';
import { lineWriter, pruneBackups, writeBackupFile } from '../backup/files.ts';
import type { Database } from '../db/client.ts';
import { backupRuns } from '../db/schema.ts';

export const DEFAULT_BACKUP_KEEP = 14;
/** El Salvador keeps UTC-6 all year: 03:00 there is 09:00 UTC. */
const HOUR_LOCAL = 3;
const UTC_OFFSET_HOURS = -6;

export interface BackupSchedule {
  dir: string;
  keep: number;
}

/** The next 03:00 in El Salvador strictly after `now` (a missed one is never caught up). */
export function nextBackupAt(now: Date): Date {
  const today = todayInElSalvador(now);
  for (const day of [today, addDays(today, 1)]) {
    const at = new Date(`${day}T${String(HOUR_LOCAL - UTC_OFFSET_HOURS).padStart(2, '0')}:00:00Z`);
    if (at.getTime() > now.getTime()) return at;
  }
  return new Date(`${addDays(today, 2)}T09:00:00Z`);
}

/**
 * Makes the day's backup if this instance is the first to claim the day (one row per day in
 * backup_runs: several instances on one database race for it and one wins), then keeps the
 * newest `keep` files. Answers the file, or null when another instance had the day.
 */
export async function runScheduledBackup(
  database: Database,
  schedule: BackupSchedule,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<string | null> {
  const day = todayInElSalvador(now);
  const instance = `${hostname()}:${process.pid}`;
  const claimed = await database.db
    .insert(backupRuns)
    .values({ day, claimedBy: instance })
    .onConflictDoNothing()
    .returning({ day: backupRuns.day });
  if (claimed.length === 0) {
    log.info({ day }, 'scheduled backup: another instance has this day');
    return null;
  }
  const started = Date.now();
  try {
    const { file, manifest } = await writeBackupFile(
      { dir: schedule.dir },
      async (gzip) => {
        await dumpDatabase(database, lineWriter(gzip));
      },
      { now },
    );
    await database.db
      .update(backupRuns)
      .set({ file })
      .where(and(eq(backupRuns.day, day), eq(backupRuns.claimedBy, instance)));
    const removed = await pruneBackups(schedule.dir, schedule.keep);
    log.info(
      {
        file,
        bytes: manifest.bytes,
        sha256: manifest.sha256,
        ms: Date.now() - started,
        removed,
      },
      'scheduled backup written',
    );
    return file;
  } catch (error) {
    // Free the day so a restarted instance (or a manual run) is not told it was done.
    await database.db
      .delete(backupRuns)
      .where(and(eq(backupRuns.day, day), eq(backupRuns.claimedBy, instance)))
      .catch(() => {});
    log.error({ err: error, day }, 'scheduled backup failed');
    return null;
  }
}

/** The server's clock and timers; tests drive a clock of their own instead of waiting. */
export interface ScheduleClock {
  now(): Date;
  /** Calls `run` after `ms`; answers a function that cancels it. */
  after(ms: number, run: () => void): () => void;
}

export const systemClock: ScheduleClock = {
  now: () => new Date(),
  after(ms, run) {
    const timer = setTimeout(run, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/**
 * Arms a timer for each next 03:00 El Salvador by the server's clock (one missed while the
 * server was down is not made up at start); the returned function stops it.
 */
export function startBackupSchedule(
  database: Database,
  schedule: BackupSchedule,
  log: FastifyBaseLogger,
  clock: ScheduleClock = systemClock,
): () => void {
  let cancel: (() => void) | undefined;
  let stopped = false;
  const arm = () => {
    if (stopped) return;
    const now = clock.now();
    const at = nextBackupAt(now);
    // Timers over ~24.8 days overflow; ours are under a day, and re-armed after each run.
    cancel = clock.after(Math.max(1_000, at.getTime() - now.getTime()), () => {
      void runScheduledBackup(database, schedule, log, clock.now()).finally(arm);
    });
    log.info(
      { dir: schedule.dir, keep: schedule.keep, next: at.toISOString() },
      'backups scheduled',
    );
  };
  arm();
  return () => {
    stopped = true;
    cancel?.();
  };
}

/** BACKUP_DIR and BACKUP_KEEP from the environment; no BACKUP_DIR, no scheduled backups. */
export function backupScheduleFromEnv(env: NodeJS.ProcessEnv): BackupSchedule | null {
  if (!env.BACKUP_DIR) return null;
  const keep = Number(env.BACKUP_KEEP);
  return {
    dir: env.BACKUP_DIR,
    keep: Number.isInteger(keep) && keep > 0 ? keep : DEFAULT_BACKUP_KEEP,
  };
}
