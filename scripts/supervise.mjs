// How `npm start` watches the server process it starts (scripts/start.mjs).
import { constants } from 'node:os';

/**
 * The exit status that tells a supervisor (systemd, Docker, a process manager) what happened to
 * the server: its own exit code, or 128 + the signal's number when a signal it did not handle
 * killed it (as a shell reports it), so a restart-on-failure policy restarts it.
 */
export function exitCodeOf(code, signal) {
  if (code !== null && code !== undefined) return code;
  const number = signal ? constants.signals[signal] : undefined;
  return number ? 128 + number : 1;
}

/**
 * Passes SIGINT and SIGTERM on to `child` (the server drains its requests and exits 0) and ends
 * this process with the child's status once it is gone.
 */
export function supervise(child, parent = process) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    parent.on(signal, () => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    });
  }
  child.on('exit', (code, signal) => {
    if (signal) console.error(`El servidor terminó por la señal ${signal}.`);
    parent.exit(exitCodeOf(code, signal));
  });
}
