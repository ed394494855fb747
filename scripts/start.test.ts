import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { exitCodeOf } from './supervise.mjs';

/**
 * `npm start` as a supervisor sees it (issue 25): scripts/start.mjs runs the server under
 * supervise(); here the same function runs a stand-in server, so no build is needed.
 */
function supervised(childCode: string): {
  exit: Promise<number | null>;
  ready: Promise<void>;
  signal: (name: NodeJS.Signals) => void;
  output: () => string;
} {
  const harness = `
    import { spawn } from 'node:child_process';
    import { supervise } from './scripts/supervise.mjs';
    supervise(spawn(process.execPath, ['-e', ${JSON.stringify(childCode)}], { stdio: 'inherit' }));
  `;
  const parent = spawn(process.execPath, ['--input-type=module', '-e', harness], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.includes('ready')) markReady();
  };
  parent.stdout.on('data', collect);
  parent.stderr.on('data', collect);
  return {
    exit: new Promise((resolve) => parent.on('exit', (code) => resolve(code))),
    ready,
    signal: (name) => parent.kill(name),
    output: () => output,
  };
}

describe('npm start under a supervisor', () => {
  it('exits non-zero when the server dies of a signal it did not handle', async () => {
    const run = supervised("process.kill(process.pid, 'SIGKILL')");
    expect(await run.exit).toBe(137);
    expect(run.output()).toContain('El servidor terminó por la señal SIGKILL');
  });

  it('passes SIGTERM on: the server finishes its work and both exit 0', async () => {
    const run = supervised(`
      process.on('SIGTERM', () => setTimeout(() => { console.log('drained'); process.exit(0); }, 200));
      console.log('ready');
      setInterval(() => undefined, 1000);
    `);
    await run.ready;
    run.signal('SIGTERM');
    expect(await run.exit).toBe(0);
    expect(run.output()).toContain('drained');
  });

  it('passes SIGINT on the same way', async () => {
    const run = supervised(`
      process.on('SIGINT', () => process.exit(0));
      console.log('ready');
      setInterval(() => undefined, 1000);
    `);
    await run.ready;
    run.signal('SIGINT');
    expect(await run.exit).toBe(0);
  });

  it("keeps the server's own exit code", async () => {
    expect(await supervised('process.exit(3)').exit).toBe(3);
    expect(exitCodeOf(0, null)).toBe(0);
    expect(exitCodeOf(null, 'SIGTERM')).toBe(143);
  });
});
