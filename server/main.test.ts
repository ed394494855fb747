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
