import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** Starts the real server (server/main.ts) on a free port and waits until it listens. */
function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const { DATABASE_URL: _postgres, ...inherited } = process.env;
  const env = {
    ...inherited,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve({ child, url: `http://127.0.0.1:${match[1]}` });
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', (code) => resolve(code));
    child.kill('SIGINT');
  });
}

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('the server on the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'elite-drive-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('seeds on first start, closes cleanly on Ctrl-C and keeps its data across restarts', async () => {
    const first = await startServer(dataDir);
    const admin = await fetch(
      `${first.url}/api/auth/login`,
      json({ email: 'admin@elitedrive.sv', password: 'EliteAdmin2026' }),
    );
    expect(admin.status).toBe(200);
    const registered = await fetch(
      `${first.url}/api/auth/register`,
      json({
        firstName: 'Lucía',
        lastName: 'Flores',
        birthDate: '1990-03-14',
        dui: '09876543-2',
        phoneNumber: '7555-1234',
        email: 'lucia@example.com',
        password: 'Izalco-1770',
        confirmPassword: 'Izalco-1770',
      }),
    );
    expect(registered.status).toBe(201);
    expect(await stop(first.child)).toBe(0);

    const second = await startServer(dataDir);
    const login = await fetch(
      `${second.url}/api/auth/login`,
      json({ email: 'lucia@example.com', password: 'Izalco-1770' }),
    );
    expect(login.status).toBe(200);
    expect((await login.json()).user.firstName).toBe('Lucía');
    expect(await stop(second.child)).toBe(0);
  }, 90_000);
});

/** Runs a command to its end with DATA_DIR set; its exit code and everything it printed. */
function runToEnd(
  args: string[],
  dataDir: string,
): Promise<{ code: number | null; output: string; ms: number }> {
  const { DATABASE_URL: _postgres, ...inherited } = process.env;
  const started = Date.now();
  const child = spawn(process.execPath, args, {
    env: { ...inherited, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve) =>
    child.on('exit', (code) => resolve({ code, output, ms: Date.now() - started })),
  );
}

/**
 * Issue 25: a second `npm start` on a DATA_DIR a running server held started anyway, answered
 * bookings with 201, and they were gone once the first server restarted.
 */
describe('one process per embedded database folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'elite-drive-lock-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('a second server or a seed on a held folder refuses at once; a kill -9 does not block', async () => {
    const first = await startServer(dataDir);
    const registered = await fetch(
      `${first.url}/api/auth/register`,
      json({
        firstName: 'Marta',
        lastName: 'Rivas',
        birthDate: '1991-05-02',
        dui: '04827193-6',
        phoneNumber: '7813-2291',
        email: 'marta@example.com',
        password: 'Izalco-1770',
        confirmPassword: 'Izalco-1770',
      }),
    );
    expect(registered.status).toBe(201);

    const pid = String(first.child.pid);
    for (const args of [
      ['--import', 'tsx', 'server/main.ts'],
      ['--import', 'tsx', 'server/db/seed-cli.ts', '--reset'],
    ]) {
      const second = await runToEnd(args, dataDir);
      expect(second.code, second.output).toBe(1);
      expect(second.output).toContain(`La carpeta de datos ${dataDir} está en uso`);
      expect(second.output).toContain(`pid ${pid}`);
      expect(second.output).toContain(`puerto ${new URL(first.url).port}`);
      expect(second.output).not.toContain('ELITE DRIVE en http');
    }

    // The first server is untouched: it still answers, with its data (the reset never ran).
    const login = await fetch(
      `${first.url}/api/auth/login`,
      json({ email: 'marta@example.com', password: 'Izalco-1770' }),
    );
    expect(login.status).toBe(200);

    // Killed with -9: no clean-up ran, the lock file stays, and the next start takes it over.
    first.child.removeAllListeners('exit');
    const killed = new Promise((resolve) => first.child.on('exit', resolve));
    first.child.kill('SIGKILL');
    await killed;
    const next = await startServer(dataDir);
    const again = await fetch(
      `${next.url}/api/auth/login`,
      json({ email: 'marta@example.com', password: 'Izalco-1770' }),
    );
    expect(again.status).toBe(200);
    expect(await stop(next.child)).toBe(0);
  }, 120_000);
});
