import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInElSalvador } from '#domain/dates.ts';
import { createPostgresDatabase, POSTGRES_URL } from '#test/app.ts';
import { startChildServer } from '#test/child-server.ts';
import { readDataDirLock } from '../db/data-dir-lock.ts';
import { DEFAULT_ADMIN } from '../db/seed-data.ts';

/**
 * The three commands as an operator runs them (npm run db:backup / db:restore / db:move), against
 * the real server (server/main.ts) on the demo seed: a backup while the server holds the folder,
 * a restore into a fresh folder, and the move to PostgreSQL with the same answers afterwards.
 */

function run(
  command: 'backup' | 'restore' | 'move',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; out: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/backup/cli.ts', command, ...args],
    { env: { ...process.env, DATABASE_URL: '', ...env } },
  );
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (out += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code: code ?? 1, out })));
}

async function signIn(url: string): Promise<Record<string, string>> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEFAULT_ADMIN),
  });
  expect(res.status).toBe(200);
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** What the app answers about the data: the catalogue, every reservation, the audit trail. */
async function answers(url: string) {
  const headers = await signIn(url);
  const get = async (path: string) => {
    const res = await fetch(`${url}${path}`, { headers });
    expect(res.status, path).toBe(200);
    return res.json();
  };
  const reservations = (await get('/api/admin/reservations?limit=100')) as {
    items: { id: number }[];
  };
  const first = reservations.items[0]?.id ?? 1;
  return {
    vehicles: await get('/api/vehicles?view=full'),
    reservations,
    reservation: await get(`/api/reservations/${first}`),
    audit: await get(`/api/audit?entity=reservation&id=${first}`),
    today: await get('/api/operations/today'),
  };
}

describe('db:backup, db:restore and db:move on the demo seed (issue 31)', () => {
  let root: string;
  let dataDir: string;
  let before: Awaited<ReturnType<typeof answers>>;
  let backupFile: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'elite-cli-'));
    dataDir = join(root, 'data');
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('backs up through the running server that holds the folder, and refuses to move or restore it', async () => {
    const server = await startChildServer({ DATA_DIR: dataDir });
    try {
      // The server holds the folder and says on which port it answers.
      expect(readDataDirLock(dataDir)).toMatchObject({ pid: server.child.pid, port: server.port });
      before = await answers(server.url);
      // Requests keep coming while the backup is taken.
      let stopLoad = false;
      const load = (async () => {
        let n = 0;
        while (!stopLoad) {
          const res = await fetch(`${server.url}/api/vehicles`);
          expect(res.status).toBe(200);
          n++;
        }
        return n;
      })();
      const backup = await run('backup', [], { DATA_DIR: dataDir });
      stopLoad = true;
      expect(await load).toBeGreaterThan(0);
      expect(backup.code, backup.out).toBe(0);
      expect(backup.out).toContain('el servidor en marcha');
      const names = readdirSync(join(dataDir, 'backups'));
      const name = names.find((n) => n.endsWith('.ndjson.gz'));
      expect(name).toMatch(/^elite-drive-\d{4}-\d{2}-\d{2}T\d{4}\.ndjson\.gz$/);
      backupFile = join(dataDir, 'backups', name as string);
      const manifest = JSON.parse(await readFile(`${backupFile}.manifest.json`, 'utf8'));
      expect(manifest.tables.reservations).toBeGreaterThan(0);

      const move = await run('move', ['--to', 'postgres://nadie@127.0.0.1:1/x'], {
        DATA_DIR: dataDir,
      });
      expect(move.code).toBe(1);
      expect(move.out).toMatch(/está en uso por el servidor/);
      // The server still answers as before.
      expect((await answers(server.url)).reservations).toEqual(before.reservations);
    } finally {
      await server.stop();
    }
    expect(readDataDirLock(dataDir)).toBeNull();
  }, 240_000);

  it('restores into an empty folder only, and the server there answers as before', async () => {
    const fresh = join(root, 'restored');
    const restored = await run('restore', [backupFile], { DATA_DIR: fresh });
    expect(restored.code, restored.out).toBe(0);
    const again = await run('restore', [backupFile], { DATA_DIR: fresh });
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/no está vacía; no se restauró nada/);
    const server = await startChildServer({
      DATA_DIR: fresh,
      JWT_SECRET: 'otro-secreto-para-la-copia-restaurada-0000',
    });
    try {
      expect(await answers(server.url)).toEqual(before);
    } finally {
      await server.stop();
    }
  }, 240_000);

  it.skipIf(!POSTGRES_URL)(
    'moves to PostgreSQL with verified tables; the app on DATABASE_URL answers the same and the next booking gets the next id',
    async () => {
      const database = await createPostgresDatabase();
      try {
        const moved = await run('move', ['--to', database.url], { DATA_DIR: dataDir });
        expect(moved.code, moved.out).toBe(0);
        expect(moved.out).toMatch(/reservations\s+\d+\s+[0-9a-f]+\s+ok/);
        expect(moved.out).not.toMatch(/DISTINTA/);
        const refused = await run('move', ['--to', database.url], { DATA_DIR: dataDir });
        expect(refused.code).toBe(1);
        expect(refused.out).toMatch(/no está vacía/);

        const server = await startChildServer({
          DATA_DIR: join(root, 'unused'),
          DATABASE_URL: database.url,
        });
        try {
          expect(await answers(server.url)).toEqual(before);
          const headers = await signIn(server.url);
          const ids = before.reservations.items.map((r) => r.id);
          const vehicle = (before.vehicles as { id: number; status: string }[]).find(
            (v) => v.status === 'maintenanceCompleted',
          );
          const start = addDays(todayInElSalvador(), 300);
          const res = await fetch(`${server.url}/api/reservations`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({
              vehicleId: vehicle?.id,
              startDate: start,
              endDate: addDays(start, 2),
            }),
          });
          expect(res.status).toBe(201);
          expect(((await res.json()) as { id: number }).id).toBe(Math.max(...ids) + 1);
        } finally {
          await server.stop();
        }
      } finally {
        await database.drop();
      }
    },
    300_000,
  );

  it.skipIf(!POSTGRES_URL)(
    'refuses a restore and a move into PostgreSQL as a role that may not pause triggers, writing nothing',
    async () => {
      const role = `elite_nosuper_${process.pid}`;
      const name = `elite_nosuper_db_${process.pid}`;
      const admin = new pg.Client({ connectionString: POSTGRES_URL });
      await admin.connect();
      try {
        await admin.query(`create role ${role} login nosuperuser`);
        await admin.query(`create database ${name} owner ${role}`);
        const url = new URL(POSTGRES_URL as string);
        url.username = role;
        url.password = '';
        url.pathname = `/${name}`;
        const restored = await run('restore', [backupFile], {
          DATA_DIR: join(root, 'unused'),
          DATABASE_URL: url.toString(),
        });
        expect(restored.code).toBe(1);
        expect(restored.out).toMatch(
          new RegExp(
            `El rol «${role}» .* no puede cambiar session_replication_role.*no se restauró nada\\. Use un superusuario`,
          ),
        );
        const moved = await run('move', ['--to', url.toString()], { DATA_DIR: dataDir });
        expect(moved.code).toBe(1);
        expect(moved.out).toMatch(/no puede cambiar session_replication_role.*no se movió nada/);
        // Nothing was written: not one table in the database.
        const as = new pg.Client({ connectionString: url.toString() });
        await as.connect();
        try {
          const { rows } = await as.query(
            "select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'drizzle')",
          );
          expect(rows[0]?.n).toBe(0);
        } finally {
          await as.end();
        }
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.query(`drop role if exists ${role}`);
        await admin.end();
      }
    },
    120_000,
  );

  it('refuses a restore of a changed file with a clear message and a non-zero exit', async () => {
    const bytes = await readFile(backupFile);
    const changed = join(root, 'changed.ndjson.gz');
    bytes[100] = (bytes[100] ?? 0) ^ 0xff;
    await writeFile(changed, bytes);
    await writeFile(`${changed}.manifest.json`, await readFile(`${backupFile}.manifest.json`));
    const fresh = join(root, 'never');
    const result = await run('restore', [changed], { DATA_DIR: fresh });
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/suma de comprobación no coincide/);
    expect(existsSync(join(fresh, 'pglite'))).toBe(false);
  }, 120_000);
});
