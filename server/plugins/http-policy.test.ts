import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, isSpanishMessage } from '#test/app.ts';
import type { App } from '../app.ts';

/**
 * Failures Node or Fastify would answer themselves, before any route: through a real socket,
 * since app.inject skips Node's HTTP parser. One engine is enough: no database is involved.
 */
describe('framework-level errors answer the app’s Spanish JSON with security headers', () => {
  let app: App;
  let port: number;

  beforeAll(async () => {
    app = await createTestApp('pglite');
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    // A socket Node answered by itself (431, 417) is not Fastify's to wait for.
    app?.server.closeAllConnections();
    await app?.close();
  });

  /** Sends raw bytes and reads the whole answer (the server closes or ends it). */
  function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      let data = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => {
        data += chunk;
        const [head = '', body = ''] = data.split('\r\n\r\n');
        const length = /content-length: (\d+)/i.exec(head)?.[1];
        if (length !== undefined && Buffer.byteLength(body) >= Number(length)) socket.end();
      });
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', ...rest] = data.split('\r\n\r\n');
        resolve({
          status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
          headers: head.toLowerCase(),
          body: rest.join('\r\n\r\n'),
        });
      });
    });
  }

  function expectAppError(answer: { status: number; headers: string; body: string }) {
    expect(answer.headers).toContain('content-type: application/json');
    expect(answer.headers).toContain('x-content-type-options: nosniff');
    expect(answer.headers).toContain('content-security-policy:');
    const body = JSON.parse(answer.body) as { error: string; message: string };
    expect(Object.keys(body).sort()).toEqual(['error', 'message']);
    expect(isSpanishMessage(body.message), body.message).toBe(true);
    return body;
  }

  const get = (path: string, extra = '') =>
    raw(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n${extra}Connection: close\r\n\r\n`);

  it('answers a URL that cannot be decoded with 400, without echoing it', async () => {
    for (const path of ['/api/vehicles/%', '/api/vehicles/%zz', '/api/reservations/%E0%A4%A']) {
      const answer = await get(path);
      expect(answer.status).toBe(400);
      expect(answer.body).not.toContain('%');
      expectAppError(answer);
    }
  });

  it('answers an over-long parameter like a missing resource', async () => {
    const answer = await get(`/api/vehicles/${'9'.repeat(500)}`);
    expect([400, 404, 414]).toContain(answer.status);
    expect(answer.body).not.toContain('9999');
    expectAppError(answer);
  });

  it('answers huge headers with 431', async () => {
    const answer = await get('/api/vehicles', `X-Relleno: ${'a'.repeat(20_000)}\r\n`);
    expect(answer.status).toBe(431);
    expectAppError(answer);
  });

  it('answers an Expect header it cannot meet with 417', async () => {
    const answer = await raw(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nExpect: something-else\r\n' +
        'Content-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
    );
    expect(answer.status).toBe(417);
    expectAppError(answer);
  });

  it('answers unknown paths and methods with a Spanish 404', async () => {
    for (const [method, path] of [
      ['GET', '/api/nada'],
      ['PATCH', '/api/vehicles/1'],
      ['DELETE', '/api/vehicles'],
      ['PROPFIND', '/api/vehicles'],
    ]) {
      const answer = await raw(
        `${method} ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      );
      expect([404, 405], `${method} ${path}`).toContain(answer.status);
      expectAppError(answer);
    }
  });

  it('answers a malformed request line with a Spanish 400', async () => {
    const answer = await raw('GARBAGE\r\n\r\n');
    expect(answer.status).toBe(400);
    expectAppError(answer);
  });
});
