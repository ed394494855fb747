/**
 * A push service inside the tests: a browser's subscription (a P-256 key pair and an auth
 * secret) and an http endpoint on 127.0.0.1 that decrypts what it receives with them (http_ece,
 * the library web-push encrypts with), or answers a chosen status (410: the subscription is gone).
 */
import { createECDH, type ECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

interface HttpEce {
  decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string },
  ): Buffer;
}
// http_ece ships no types; this is the one function the tests use.
const ece = createRequire(import.meta.url)('http_ece') as HttpEce;

export interface Delivery {
  path: string;
  headers: IncomingHttpHeaders;
  payload: unknown;
}

export interface TestPushService {
  base: string;
  deliveries: Delivery[];
  /** A new subscription on this service, as PushSubscription.toJSON() gives it. */
  subscription(name: string): { endpoint: string; keys: { p256dh: string; auth: string } };
  answerWith(status: number): void;
  close(): Promise<void>;
}

export async function startPushService(): Promise<TestPushService> {
  const keys = new Map<string, { ecdh: ECDH; auth: string }>();
  const deliveries: Delivery[] = [];
  let status = 201;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const key = keys.get(path);
      if (status < 300 && key) {
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: key.ecdh,
          authSecret: key.auth,
        });
        deliveries.push({ path, headers: request.headers, payload: JSON.parse(plain.toString()) });
      }
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    deliveries,
    subscription(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      keys.set(`/push/${name}`, { ecdh, auth });
      return {
        endpoint: `${base}/push/${name}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
      };
    },
    answerWith(next) {
      status = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
