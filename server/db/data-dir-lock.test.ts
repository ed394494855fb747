import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  acquireDataDirLock,
  DataDirLockedError,
  LOCK_FILE,
  readDataDirLock,
} from './data-dir-lock.ts';

const folders: string[] = [];
function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'elite-lock-'));
  folders.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** A pid no process has: that of a child that already ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {
    encoding: 'utf8',
  });
  return Number(child.stdout.trim());
}

/**
 * Node code that waits for the word 'go', takes the lock on `dir` in its own process, prints what
 * happened and keeps the lock until it is killed.
 */
function contender(dir: string, command: string): string {
  return `
    import { acquireDataDirLock } from './server/db/data-dir-lock.ts';
    process.stdin.once('data', () => {
      try {
        acquireDataDirLock(${JSON.stringify(dir)}, ${JSON.stringify(command)});
        console.log('WON');
      } catch (error) {
        console.log('LOST ' + error.message);
      }
      setInterval(() => {}, 1000);
    });
    console.log('READY');
  `;
}

function start(code: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code]);
  let out = '';
  const waiters: { word: RegExp; resolve: (text: string) => void }[] = [];
  const check = () => {
    for (const waiter of [...waiters]) {
      if (waiter.word.test(out)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(out);
      }
    }
  };
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    check();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  return {
    child,
    until: (word: RegExp) =>
      new Promise<string>((resolve) => {
        waiters.push({ word, resolve });
        check();
      }),
  };
}

describe('the DATA_DIR lock', () => {
  it('writes pid, start time, command and, later, the port; release removes it', () => {
    const dir = freshDir();
    const release = acquireDataDirLock(dir, 'npm start');
    const written = JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'));
    expect(written).toEqual({
      pid: process.pid,
      startedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      command: 'npm start',
    });
    release.setPort(3456);
    expect(readDataDirLock(dir)).toEqual({ ...written, port: 3456 });
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    expect(readDataDirLock(dir)).toBeNull();
    release(); // twice is harmless
  });

  it('refuses a second holder in the same process', () => {
    const dir = freshDir();
    const release = acquireDataDirLock(dir, 'npm start');
    expect(() => acquireDataDirLock(dir, 'npm run db:seed')).toThrow(DataDirLockedError);
    release();
    acquireDataDirLock(dir, 'npm run db:seed')();
  });

  it('refuses while another live process holds it, naming the folder and that process', async () => {
    const dir = freshDir();
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      const pid = holder.pid as number;
      const startedAt = new Date(Date.now() - 1000).toISOString();
      writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid, startedAt, command: 'npm start' }));
      let refusal: unknown;
      try {
        acquireDataDirLock(dir, 'npm run db:seed');
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(DataDirLockedError);
      const message = (refusal as Error).message;
      expect(message).toContain(dir);
      expect(message).toContain(`pid ${pid}`);
      expect(message).toContain('npm start');
      expect(message).toMatch(/está en uso por otro proceso/);
      expect(readDataDirLock(dir)).toMatchObject({ pid, command: 'npm start' });
      // The holder's lock is left as it was.
      expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(pid);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over a lock whose process is gone (killed with -9)', () => {
    const dir = freshDir();
    const stale = { pid: deadPid(), startedAt: new Date().toISOString(), command: 'npm start' };
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify(stale));
    expect(readDataDirLock(dir)).toBeNull();
    const release = acquireDataDirLock(dir, 'npm start');
    expect(readDataDirLock(dir)?.pid).toBe(process.pid);
    release();
  });

  it('takes over a lock left by an earlier life of its own pid, or by a garbled file', () => {
    const dir = freshDir();
    const earlier = { pid: process.pid, startedAt: '2020-01-01T00:00:00.000Z', command: 'x' };
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify(earlier));
    expect(readDataDirLock(dir)).toBeNull();
    acquireDataDirLock(dir, 'npm start')();
    writeFileSync(join(dir, LOCK_FILE), '{"pid":');
    acquireDataDirLock(dir, 'npm start')();
  });

  it('takes over a lock whose pid now belongs to a process started after it was taken', () => {
    const dir = freshDir();
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      const reused = {
        pid: holder.pid as number,
        startedAt: new Date(Date.now() - 60 * 60_000).toISOString(),
        command: 'npm start',
      };
      writeFileSync(join(dir, LOCK_FILE), JSON.stringify(reused));
      expect(readDataDirLock(dir)).toBeNull();
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('of several processes starting at the same instant, exactly one wins', async () => {
    const dir = freshDir();
    // A stale lock too, so they also race to take it over.
    writeFileSync(
      join(dir, LOCK_FILE),
      JSON.stringify({ pid: deadPid(), startedAt: new Date().toISOString(), command: 'old' }),
    );
    const contenders = Array.from({ length: 6 }, (_, index) =>
      start(contender(dir, `contender ${index}`)),
    );
    await Promise.all(contenders.map((c) => c.until(/READY/)));
    for (const c of contenders) c.child.stdin.write('go\n');
    const outputs = await Promise.all(contenders.map((c) => c.until(/WON|LOST/)));
    for (const c of contenders) c.child.kill('SIGKILL');
    const won = outputs.filter((out) => out.includes('WON'));
    const lost = outputs.filter((out) => out.includes('LOST'));
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(5);
    for (const out of lost) expect(out).toContain(dir);
  }, 30_000);
});
