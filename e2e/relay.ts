import { type AddressInfo, createServer, type Server, Socket } from 'node:net';

/**
 * A TCP relay the offline stories put between the browser and the e2e server, to break the line
 * at the transport level (what `context.setOffline` cannot do for a browser restarted offline,
 * and what it never does: a line that is "up" but answers nothing).
 * - pass: bytes flow both ways;
 * - cut: every connection is reset and new ones are refused (the uplink is gone);
 * - stall: connections are accepted and requests read, but nothing ever answers (lie-fi);
 * - fail: every request is answered '500 Internal Server Error' (a sick server behind a live line);
 * - unavailable: every request is answered '503 Service Unavailable' with Retry-After and the
 *   server's Spanish SERVICE_UNAVAILABLE body (the database is down for a while, issue 25).
 * navigator.onLine stays true throughout: the app must judge the line by what requests do.
 */
export type RelayMode = 'pass' | 'cut' | 'stall' | 'fail' | 'unavailable';

export interface Relay {
  readonly port: number;
  /** http://localhost:<port>: the origin the browser uses. */
  readonly url: string;
  mode: RelayMode;
  cut(): void;
  stall(): void;
  fail(): void;
  /** Answers 503 + `Retry-After: seconds`; `unavailableAnswers` counts them. */
  unavailable(seconds: number): void;
  readonly unavailableAnswers: number;
  restore(): void;
  close(): Promise<void>;
}

const FAILURE_BODY = JSON.stringify({
  error: 'INTERNAL',
  message: 'Error interno del servidor. Intenta más tarde.',
});
const FAILURE = [
  'HTTP/1.1 500 Internal Server Error',
  'Content-Type: application/json; charset=utf-8',
  `Content-Length: ${Buffer.byteLength(FAILURE_BODY)}`,
  'Cache-Control: no-store',
  'Connection: close',
  '',
  FAILURE_BODY,
].join('\r\n');

const UNAVAILABLE_BODY = JSON.stringify({
  error: 'SERVICE_UNAVAILABLE',
  message: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
});
function unavailableAnswer(seconds: number): string {
  return [
    'HTTP/1.1 503 Service Unavailable',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(UNAVAILABLE_BODY)}`,
    `Retry-After: ${seconds}`,
    'Cache-Control: no-store',
    'Connection: close',
    '',
    UNAVAILABLE_BODY,
  ].join('\r\n');
}

export async function startRelay(targetPort: number, targetHost = '127.0.0.1'): Promise<Relay> {
  /** Open browser-side sockets, with their server-side partner while passing. */
  const open = new Map<Socket, Socket | null>();
  let mode: RelayMode = 'pass';
  let retryAfterSeconds = 3;
  let unavailableAnswers = 0;

  function drop(client: Socket): void {
    const upstream = open.get(client);
    open.delete(client);
    upstream?.destroy();
    client.resetAndDestroy();
  }

  function hang(client: Socket): void {
    // Read and forget whatever the browser sends; never write back.
    client.removeAllListeners('data');
    client.on('data', () => undefined);
    client.resume();
  }

  function answer500(client: Socket): void {
    client.removeAllListeners('data');
    client.once('data', () => client.end(FAILURE));
  }

  function answer503(client: Socket): void {
    client.removeAllListeners('data');
    client.once('data', () => {
      unavailableAnswers += 1;
      client.end(unavailableAnswer(retryAfterSeconds));
    });
  }

  function pass(client: Socket): void {
    const upstream = new Socket();
    open.set(client, upstream);
    upstream.connect(targetPort, targetHost);
    client.on('data', (chunk) => {
      if (open.get(client) === upstream) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (open.get(client) === upstream) client.write(chunk);
    });
    upstream.on('end', () => client.end());
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => {
      if (open.get(client) === upstream) client.destroy();
    });
  }

  const server: Server = createServer((client) => {
    client.on('error', () => undefined);
    client.on('close', () => {
      open.get(client)?.destroy();
      open.delete(client);
    });
    if (mode === 'cut') {
      client.resetAndDestroy();
      return;
    }
    open.set(client, null);
    if (mode === 'stall') hang(client);
    else if (mode === 'fail') answer500(client);
    else if (mode === 'unavailable') answer503(client);
    else pass(client);
  });
  server.listen(0);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;

  function setMode(next: RelayMode): void {
    mode = next;
    for (const [client, upstream] of [...open]) {
      if (next === 'cut' || next === 'pass' || next === 'fail' || next === 'unavailable') {
        // A changed line breaks what was open: the browser reconnects and meets the new mode.
        drop(client);
      } else if (next === 'stall' && upstream) {
        // Keep-alive connections go silent too, mid-request or idle.
        open.set(client, null);
        upstream.destroy();
        hang(client);
      }
    }
  }

  return {
    port,
    url: `http://localhost:${port}`,
    get mode() {
      return mode;
    },
    set mode(next: RelayMode) {
      setMode(next);
    },
    cut: () => setMode('cut'),
    stall: () => setMode('stall'),
    fail: () => setMode('fail'),
    unavailable: (seconds: number) => {
      retryAfterSeconds = seconds;
      setMode('unavailable');
    },
    get unavailableAnswers() {
      return unavailableAnswers;
    },
    restore: () => setMode('pass'),
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of [...open.keys()]) drop(client);
        server.close(() => resolve());
      }),
  };
}
