import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, ENGINES, POSTGRES_URL, testConfig } from '#test/app.ts';
import { addVehicle, appFixtures, booked } from '#test/bookings.ts';
import { recordHandover } from '#test/handovers.ts';
import { journal, rowsOf, tableSums } from './dump.ts';
import {
  BackupError,
  inspectBackup,
  manifestPath,
  pruneBackups,
  verifyBackup,
  writeBackupFile,
} from './files.ts';
import { isEmptyDatabase, loadBackup, migrationsUpTo, openTarget, type Target } from './restore.ts';
import { BACKUP_TOKEN_HEADER, backupToken } from './token.ts';

const SECRET = testConfig({ kind: 'pglite' }).jwtSecret;

describe.each(ENGINES)('backups and restores on %s (issue 31)', (engine) => {
  const fx = appFixtures(engine, ['ana', 'beto']);
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'elite-backup-test-'));
    const { app, admin, ana, beto } = fx;
    // Reservations, a hand-over with its photos and signature, audit entries, feeds.
    for (let i = 0; i < 3; i++) {
      const car = await addVehicle(app, { name: `Respaldo ${i}` });
      const mine = await booked(app, i % 2 ? ana : beto, car.id, 0, 3);
      if (i === 0) {
        const res = await recordHandover(app, admin, mine.id, 'checkout');
        expect(res.statusCode, res.body).toBe(201);
      }
    }
    const feed = await app.inject({
      method: 'POST',
      url: '/api/calendar-feeds',
      headers: ana.headers,
      payload: { scope: 'mine' },
    });
    expect(feed.statusCode, feed.body).toBe(201);
  }, 120_000);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** The backup as `npm run db:backup` takes it from a running server. */
  async function backupThroughServer(into = dir) {
    return writeBackupFile(
      { dir: into },
      async (out) => {
        const res = await fx.app.inject({
          method: 'GET',
          url: '/api/admin/backup',
          headers: { [BACKUP_TOKEN_HEADER]: backupToken(SECRET) },
        });
        expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/gzip']);
        out.end(res.rawPayload);
      },
      { gzipped: true },
    );
  }

  async function freshTargets(): Promise<
    { name: string; target: Target; drop: () => Promise<void> }[]
  > {
    const targets = [
      {
        name: 'PGlite',
        target: await openTarget({ kind: 'pglite', dataDir: 'memory://' }),
        drop: async () => {},
      },
    ];
    if (POSTGRES_URL) {
      const database = await createPostgresDatabase();
      targets.push({
        name: 'PostgreSQL',
        target: await openTarget({ kind: 'postgres', url: database.url }),
        drop: database.drop,
      });
    }
    return targets;
  }

  it('takes a consistent backup while bookings run and restores every table into PGlite and PostgreSQL', async () => {
    const { app, ana } = fx;
    const cars = await Promise.all(
      [1, 2, 3, 4].map((i) => addVehicle(app, { name: `Carga ${i}` })),
    );
    // Requests run while the backup reads: each lands wholly before or after its snapshot.
    const [{ file, manifest }] = await Promise.all([
      backupThroughServer(),
      ...cars.map((car) => booked(app, ana, car.id, 10, 12)),
    ]);
    expect(file).toMatch(/elite-drive-\d{4}-\d{2}-\d{2}T\d{4}(-\d+)?\.ndjson\.gz$/);
    expect(manifest.schemaVersion).toBe(journal().at(-1)?.tag);
    expect(manifest.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(manifest.tables.photos).toBeGreaterThanOrEqual(7);
    expect(manifest.tables.audit_entries).toBeGreaterThan(0);
    expect(manifest.tables.calendar_feeds).toBe(1);
    // One snapshot: every active reservation has its occupancy row, whatever raced.
    expect(manifest.tables.vehicle_occupancy).toBe(manifest.tables.reservations);
    expect(JSON.parse(await readFile(manifestPath(file), 'utf8'))).toEqual(manifest);

    // Quiet now: a second backup must equal the source table for table.
    const quiet = await backupThroughServer();
    const source = await tableSums(app.database.db);
    // The busy one restores too, with the manifest's counts.
    const busy = await openTarget({ kind: 'pglite', dataDir: 'memory://' });
    try {
      await loadBackup(busy, file, (await verifyBackup(file)).header);
      const sums = await tableSums(busy.db);
      expect(Object.fromEntries(Object.entries(sums).map(([t, s]) => [t, s.rows]))).toEqual(
        manifest.tables,
      );
    } finally {
      await busy.close();
    }
    for (const { name, target, drop } of await freshTargets()) {
      try {
        const { header } = await verifyBackup(quiet.file);
        await loadBackup(target, quiet.file, header);
        expect(await tableSums(target.db), name).toEqual(source);
        // Sequences moved: the next id follows the old ones.
        const [row] = await rowsOf<{ next: string | number; max: string | number }>(
          target.db,
          sql`select nextval(pg_get_serial_sequence('reservations', 'id')) as next, (select max(id) from reservations) as max`,
        );
        expect(Number(row?.next)).toBeGreaterThan(Number(row?.max));
      } finally {
        await target.close();
        await drop();
      }
    }
  }, 180_000);

  it('refuses a truncated file and a file with one byte changed, before writing anything', async () => {
    const { file } = await backupThroughServer();
    const bytes = await readFile(file);
    const truncated = join(dir, 'truncated.ndjson.gz');
    await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await writeFile(manifestPath(truncated), await readFile(manifestPath(file)));
    await expect(verifyBackup(truncated)).rejects.toThrow(/suma de comprobación no coincide/);
    // Even with a manifest that matches the cut file, its own end line is missing.
    await expect(inspectBackup(truncated)).rejects.toBeInstanceOf(BackupError);

    const changed = join(dir, 'changed.ndjson.gz');
    const copy = Buffer.from(bytes);
    const at = Math.floor(copy.length / 2);
    copy[at] = (copy[at] ?? 0) ^ 0x01;
    await writeFile(changed, copy);
    await writeFile(manifestPath(changed), await readFile(manifestPath(file)));
    await expect(verifyBackup(changed)).rejects.toThrow(/suma de comprobación no coincide/);
    await expect(inspectBackup(changed)).rejects.toBeInstanceOf(BackupError);

    // Nothing was written: the target is as empty as before.
    const target = await openTarget({ kind: 'pglite', dataDir: 'memory://' });
    try {
      expect(await isEmptyDatabase(target.db)).toBe(true);
    } finally {
      await target.close();
    }
  }, 60_000);

  it('calls a backup with any one byte changed damaged, and never fails with a stray stream error', async () => {
    const { file } = await backupThroughServer();
    const bytes = await readFile(file);
    // Past gzip's 10-byte header (its time stamp may change freely) to the CRC at the end.
    const positions = Array.from({ length: 40 }, (_, i) =>
      Math.floor(10 + ((bytes.length - 11) * i) / 39),
    );
    for (const at of positions) {
      const copy = Buffer.from(bytes);
      copy[at] = (copy[at] ?? 0) ^ 0xff;
      const changed = join(dir, `changed-${at}.ndjson.gz`);
      await writeFile(changed, copy);
      await expect(inspectBackup(changed), `byte ${at}`).rejects.toBeInstanceOf(BackupError);
    }
  }, 60_000);

  it('refuses a backup from a newer schema and the backup route to anyone but an admin or the local command', async () => {
    const { file, manifest } = await backupThroughServer();
    const lines = gunzipSync(await readFile(file))
      .toString()
      .split('\n');
    const header = JSON.parse(lines[0] as string);
    header[1].schemaWhen = (journal().at(-1)?.when ?? 0) + 1;
    header[1].schemaVersion = '9999_del_futuro';
    lines[0] = JSON.stringify(header);
    const newer = join(dir, 'newer.ndjson.gz');
    const { writtenBytes, sha256 } = await (async () => {
      const gz = gzipSync(lines.join('\n'));
      await writeFile(newer, gz);
      const { createHash } = await import('node:crypto');
      return { writtenBytes: gz.length, sha256: createHash('sha256').update(gz).digest('hex') };
    })();
    await writeFile(
      manifestPath(newer),
      JSON.stringify({ ...manifest, bytes: writtenBytes, sha256 }),
    );
    await expect(verifyBackup(newer)).rejects.toThrow(/versión más nueva/);

    const get = (headers: Record<string, string>) =>
      fx.app.inject({ method: 'GET', url: '/api/admin/backup', headers });
    expect((await get({})).statusCode).toBe(401);
    expect((await get(fx.ana.headers)).statusCode).toBe(403);
    expect(
      (
        await get({
          [BACKUP_TOKEN_HEADER]: backupToken('otro-secreto-de-la-misma-longitud-000000'),
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await get({ [BACKUP_TOKEN_HEADER]: backupToken(SECRET, Date.now() - 120_000) })).statusCode,
    ).toBe(401);
    const byAdmin = await get(fx.admin.headers);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.headers['cache-control']).toBe('no-store');
  }, 60_000);

  it('keeps the newest BACKUP_KEEP backups with their manifests', async () => {
    const keepDir = await mkdtemp(join(tmpdir(), 'elite-keep-'));
    try {
      for (let i = 0; i < 4; i++)
        await writeBackupFile(
          { dir: keepDir },
          async (out) => {
            const res = await fx.app.inject({
              method: 'GET',
              url: '/api/admin/backup',
              headers: fx.admin.headers,
            });
            out.end(res.rawPayload);
          },
          { gzipped: true, now: new Date(Date.UTC(2026, 0, 1 + i, 9)) },
        );
      const removed = await pruneBackups(keepDir, 2);
      expect(removed).toEqual([
        'elite-drive-2026-01-01T0300.ndjson.gz',
        'elite-drive-2026-01-02T0300.ndjson.gz',
      ]);
      const { readdir } = await import('node:fs/promises');
      expect((await readdir(keepDir)).sort()).toEqual([
        'elite-drive-2026-01-03T0300.ndjson.gz',
        'elite-drive-2026-01-03T0300.ndjson.gz.manifest.json',
        'elite-drive-2026-01-04T0300.ndjson.gz',
        'elite-drive-2026-01-04T0300.ndjson.gz.manifest.json',
      ]);
    } finally {
      await rm(keepDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('an older backup is brought up to date by the migrations (issue 31)', () => {
  it('restores a backup taken before the last migration and applies it', async () => {
    const entries = journal();
    const older = entries.at(-2);
    if (!older) return;
    const dir = await mkdtemp(join(tmpdir(), 'elite-older-'));
    const folder = await migrationsUpTo(older.when);
    const source = await openTarget({ kind: 'pglite', dataDir: 'memory://' });
    const target = await openTarget({ kind: 'pglite', dataDir: 'memory://' });
    try {
      await source.migrate(folder);
      await source.db.execute(
        sql`insert into users (first_name, last_name, birth_date, dui, phone_number, email, password_hash, role)
            values ('Vieja', 'Copia', '1990-01-01', '00000001-1', '7000-0000', 'vieja@example.com', 'x', 'USER')`,
      );
      const { dumpDatabase } = await import('./dump.ts');
      const { lineWriter } = await import('./files.ts');
      const { file, manifest } = await writeBackupFile({ dir }, async (out) => {
        await dumpDatabase(source, lineWriter(out));
      });
      expect(manifest.schemaVersion).toBe(older.tag);
      const { header } = await verifyBackup(file);
      await loadBackup(target, file, header);
      const [applied] = await rowsOf<{ when: string | number }>(
        target.db,
        sql`select max(created_at) as when from drizzle.__drizzle_migrations`,
      );
      expect(Number(applied?.when)).toBe(entries.at(-1)?.when);
      const users = await rowsOf<{ email: string }>(target.db, sql`select email from users`);
      expect(users.map((u) => u.email)).toEqual(['vieja@example.com']);
    } finally {
      await source.close();
      await target.close();
      await rm(folder, { recursive: true, force: true });
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
