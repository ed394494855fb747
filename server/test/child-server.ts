import { type ChildProcess, spawn } from 'node:child_process';

/** The real server (server/main.ts) in a process of its own, as `npm start` runs it. */
export interface ChildServer {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** SIGINT, then waits for it to exit (at once when it has already). */
  stop(): Promise<void>;
}

/**
 * Starts server/main.ts on a free port of 127.0.0.1, silent, without static files, on the
 * embedded database unless `env` gives DATABASE_URL; resolves once it listens, rejects with its
 * output when it exits first. `env` is laid over this process's environment.
 */
export function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      STATIC_DIR: '/nonexistent',
      ...env,
    },
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.removeAllListeners('exit');
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGINT');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        const port = Number(match[1]);
        resolve({ child, url: `http://127.0.0.1:${port}`, port, stop });
      }
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}
