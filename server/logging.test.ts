import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { logFormatFor, loggedUrl } from './logger.ts';

describe('logFormatFor', () => {
  it('is readable on a terminal and JSON elsewhere, unless LOG_FORMAT says otherwise', () => {
    expect(logFormatFor({}, true)).toBe('pretty');
    expect(logFormatFor({}, false)).toBe('json');
    expect(logFormatFor({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(logFormatFor({ LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
    expect(logFormatFor({ LOG_FORMAT: 'xml' }, false)).toBe('json');
  });
});

describe('loggedUrl', () => {
  it('hides the secret of a calendar feed URL and leaves other URLs alone', () => {
    const token = 'a'.repeat(43);
    expect(loggedUrl(`/api/calendar-feeds/${token}.ics`)).toBe('/api/calendar-feeds/[oculto].ics');
    expect(loggedUrl(`/api/calendar-feeds/${token}.ics?x=1`)).toBe(
      '/api/calendar-feeds/[oculto].ics?x=1',
    );
    expect(loggedUrl('/api/calendar-feeds/12')).toBe('/api/calendar-feeds/12');
    expect(loggedUrl('/api/vehicles?view=full')).toBe('/api/vehicles?view=full');
  });
});

// The real server (server/main.ts) as `npm start` runs it; `script` gives it a terminal.
const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Starts the server, asks it one request, and returns everything it printed until then. */
async function outputOfServer(onTerminal: boolean): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'elite-logs-'));
  dirs.push(dataDir);
  const { DATABASE_URL: _postgres, LOG_FORMAT: _format, ...inherited } = process.env;
  const env = { ...inherited, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' };
  const command = `${process.execPath} --import tsx server/main.ts`;
  const child = onTerminal
    ? spawn('script', ['-qfec', command, '/dev/null'], { env })
    : spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const port = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /http:\/\/localhost:(\d+)/.exec(output);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 50);
    child.on('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}: ${output}`));
    });
  });
  await fetch(`http://127.0.0.1:${port}/api/health`);
  // The request's lines are written by the logger, maybe from its own thread: wait for them.
  await expect.poll(() => output, { timeout: 10_000 }).toMatch(/request completed/);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes from the terminal
  return output.replace(/\u001b\[[0-9;]*m/g, '').replaceAll('\r', '');
}

describe('npm start logs', () => {
  it('prints readable lines on a terminal', async () => {
    const lines = (await outputOfServer(true)).split('\n');
    expect(
      lines.some((line) => /^\[\d\d:\d\d:\d\d\] INFO.*: Server listening at /.test(line)),
    ).toBe(true);
    const completed = lines.find((line) => line.includes('request completed'));
    expect(completed).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: request completed /);
    expect(completed).toContain('"statusCode":200');
    expect(lines.filter((line) => line.startsWith('{"level"'))).toEqual([]);
  }, 60_000);

  it('prints JSON lines when its output is not a terminal', async () => {
    const lines = (await outputOfServer(false)).split('\n').filter((line) => line.startsWith('{'));
    const records = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(records.some((record) => /^Server listening at /.test(record.msg))).toBe(true);
    expect(records.some((record) => record.msg === 'request completed')).toBe(true);
  }, 60_000);
});
