import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPostgresDatabase, ENGINES, POSTGRES_URL } from '#test/app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { backupRuns } from '../db/schema.ts';
import {
  backupScheduleFromEnv,
  DEFAULT_BACKUP_KEEP,
  nextBackupAt,
  type ScheduleClock,
  startBackupSchedule,
} from './backup-schedule.ts';

/** A clock the test moves by hand: timers fire when it passes their moment, never by waiting. */
function testClock(start: string) {
  let now = Date.parse(start);
  let timers: { at: number; run: () => void }[] = [];
  const clock: ScheduleClock & {
    pending(): string[];
    advance(to: string): void;
  } = {
    now: () => new Date(now),
    after(ms, run) {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return () => {
        timers = timers.filter((t) => t !== timer);
      };
    },
    pending: () => timers.map((t) => new Date(t.at).toISOString()).sort(),
    advance(to) {
      const target = Date.parse(to);
      for (;;) {
        const due = timers.filter((t) => t.at <= target).sort((a, b) => a.at - b.at);
        if (due.length === 0) break;
        const at = due[0]?.at as number;
        now = at;
        for (const timer of due.filter((t) => t.at === at)) {
          timers = timers.filter((t) => t !== timer);
          timer.run();
        }
      }
      now = target;
    },
  };
  return clock;
}

/** A logger that keeps what it is told, so the test can read every line. */
function recordingLog() {
  const lines: { level: string; msg: string; data: Record<string, unknown> }[] = [];
  const record =
    (level: string) =>
    (data: Record<string, unknown> | string, msg?: string): void => {
      if (typeof data === 'string') lines.push({ level, msg: data, data: {} });
      else lines.push({ level, msg: msg ?? '', data });
    };
  const log = {
    level: 'info',
    info: record('info'),
    warn: record('warn'),
    error: record('error'),
    fatal: record('fatal'),
    debug: record('debug'),
    trace: record('trace'),
    silent: () => {},
    child: () => log,
  };
  return {
    log: log as unknown as FastifyBaseLogger,
    lines,
    said: (msg: string) => lines.filter((line) => line.msg === msg),
  };
}

const name = (day: string) => `elite-drive-${day}T0300.ndjson.gz`;

describe('the next scheduled backup (issue 31)', () => {
  it('is the next 03:00 El Salvador (09:00 UTC) strictly after now', () => {
    const next = (now: string) => nextBackupAt(new Date(now)).toISOString();
    // 02:59:59 in San Salvador: today's.
    expect(next('2026-03-10T08:59:59.000Z')).toBe('2026-03-10T09:00:00.000Z');
    // 03:00 exactly, or later the same day: tomorrow's.
    expect(next('2026-03-10T09:00:00.000Z')).toBe('2026-03-11T09:00:00.000Z');
    expect(next('2026-03-10T15:00:00.000Z')).toBe('2026-03-11T09:00:00.000Z');
    // 21:00 on the 10th in San Salvador is already the 11th in UTC: still the 11th's.
    expect(next('2026-03-11T03:00:00.000Z')).toBe('2026-03-11T09:00:00.000Z');
    // Across a month and a year.
    expect(next('2026-12-31T10:00:00.000Z')).toBe('2027-01-01T09:00:00.000Z');
    expect(next('2026-02-28T12:00:00.000Z')).toBe('2026-03-01T09:00:00.000Z');
  });

  it('reads BACKUP_DIR and BACKUP_KEEP (default 14); no BACKUP_DIR, no schedule', () => {
    expect(backupScheduleFromEnv({})).toBeNull();
    expect(backupScheduleFromEnv({ BACKUP_DIR: '/srv/copias' })).toEqual({
      dir: '/srv/copias',
      keep: 14,
    });
    expect(DEFAULT_BACKUP_KEEP).toBe(14);
    expect(backupScheduleFromEnv({ BACKUP_DIR: '/srv/copias', BACKUP_KEEP: '3' })?.keep).toBe(3);
    expect(backupScheduleFromEnv({ BACKUP_DIR: '/srv/copias', BACKUP_KEEP: 'x' })?.keep).toBe(14);
  });
});

describe.each(ENGINES)('scheduled backups on %s (issue 31)', (engine) => {
  let database: Database;
  let drop: () => Promise<void> = async () => {};
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'elite-schedule-'));
    if (engine === 'pglite') database = await openDatabase({ kind: 'pglite' });
    else {
      const created = await createPostgresDatabase();
      drop = created.drop;
      database = await openDatabase({ kind: 'postgres', url: created.url });
    }
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('waits for the next 03:00 after a start at 09:00 (the missed one is not made up), then keeps the newest 14, each logged', async () => {
    const schedule = backupScheduleFromEnv({ BACKUP_DIR: dir });
    if (!schedule) throw new Error('no schedule');
    const clock = testClock('2026-03-10T15:00:00.000Z'); // 09:00 in San Salvador
    const { log, said } = recordingLog();
    const stop = startBackupSchedule(database, schedule, log, clock);
    try {
      // Started after today's 03:00: nothing now, the first one tomorrow at 03:00.
      expect(clock.pending()).toEqual(['2026-03-11T09:00:00.000Z']);
      expect(said('backups scheduled')[0]?.data).toMatchObject({
        dir,
        keep: 14,
        next: '2026-03-11T09:00:00.000Z',
      });
      clock.advance('2026-03-11T08:59:59.000Z');
      expect(await readdir(dir)).toEqual([]);

      // Sixteen nights, one backup each.
      const days: string[] = [];
      for (let i = 0; i < 16; i++) {
        const day = `2026-03-${String(11 + i).padStart(2, '0')}`;
        days.push(day);
        clock.advance(`${day}T09:00:00.000Z`);
        // The run is under way: the next timer is armed once it is done.
        await vi.waitFor(() => expect(clock.pending()).toHaveLength(1), { timeout: 30_000 });
        expect(clock.pending()).toEqual([
          new Date(Date.parse(`${day}T09:00:00.000Z`) + 86_400_000).toISOString(),
        ]);
      }
      const written = said('scheduled backup written');
      expect(written).toHaveLength(16);
      expect(written.map((line) => line.data.file)).toEqual(days.map((d) => join(dir, name(d))));
      // The 15th and 16th each removed the oldest.
      expect(written.map((line) => line.data.removed)).toEqual([
        ...Array.from({ length: 14 }, () => []),
        [name('2026-03-11')],
        [name('2026-03-12')],
      ]);
      expect((await readdir(dir)).filter((n) => n.endsWith('.ndjson.gz')).sort()).toEqual(
        days.slice(2).map(name),
      );
      expect((await readdir(dir)).filter((n) => n.endsWith('.manifest.json'))).toHaveLength(14);
      const runs = await database.db.select().from(backupRuns).orderBy(backupRuns.day);
      expect(runs.map((run) => [run.day, run.file])).toEqual(
        days.map((d) => [d, join(dir, name(d))]),
      );
    } finally {
      stop();
    }
    // Stopped: no timer left.
    expect(clock.pending()).toEqual([]);
  }, 300_000);
});

describe.skipIf(!POSTGRES_URL)('two instances on one PostgreSQL database (issue 31)', () => {
  it('make one backup a day between them, over their own connections', async () => {
    const created = await createPostgresDatabase();
    const first = await openDatabase({ kind: 'postgres', url: created.url });
    const second = await openDatabase({ kind: 'postgres', url: created.url });
    const dirs = [
      await mkdtemp(join(tmpdir(), 'elite-schedule-a-')),
      await mkdtemp(join(tmpdir(), 'elite-schedule-b-')),
    ];
    const clock = testClock('2026-05-01T20:00:00.000Z');
    const logs = [recordingLog(), recordingLog()];
    const stops = [first, second].map((database, i) =>
      startBackupSchedule(
        database,
        { dir: dirs[i] as string, keep: 14 },
        logs[i]?.log as FastifyBaseLogger,
        clock,
      ),
    );
    try {
      for (const day of ['2026-05-02', '2026-05-03', '2026-05-04']) {
        clock.advance(`${day}T09:00:00.000Z`);
        await vi.waitFor(() => expect(clock.pending()).toHaveLength(2), { timeout: 30_000 });
      }
      const files = [
        ...(await readdir(dirs[0] as string)),
        ...(await readdir(dirs[1] as string)),
      ].filter((n) => n.endsWith('.ndjson.gz'));
      expect(files.sort()).toEqual(['2026-05-02', '2026-05-03', '2026-05-04'].map(name));
      const written = logs.flatMap((l) => l.said('scheduled backup written'));
      const skipped = logs.flatMap((l) =>
        l.said('scheduled backup: another instance has this day'),
      );
      expect(written).toHaveLength(3);
      expect(skipped.map((line) => line.data.day).sort()).toEqual([
        '2026-05-02',
        '2026-05-03',
        '2026-05-04',
      ]);
      const runs = await first.db.select().from(backupRuns).orderBy(backupRuns.day);
      expect(runs.map((run) => run.day)).toEqual(['2026-05-02', '2026-05-03', '2026-05-04']);
    } finally {
      for (const stop of stops) stop();
      await first.close();
      await second.close();
      await created.drop();
      for (const d of dirs) await rm(d, { recursive: true, force: true });
    }
  }, 120_000);
});
