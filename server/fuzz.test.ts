import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, isSpanishMessage } from '#test/app.ts';
import { addPerson, addVehicle, booked, type Person } from '#test/bookings.ts';
import type { App } from './app.ts';

/**
 * Issue 9 "nothing a bad byte can break": malformed requests generated from our own OpenAPI
 * document, over every endpoint, as anyone. Whatever is sent, the answer is never a 5xx, and
 * every error is the app's JSON `{error, message}` in Spanish.
 */

// About 30 per endpoint now that there are about a hundred (issues 29 and 30 added 15).
const RUNS_PER_ENGINE = 3_000;

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  query: string[];
  bodyFields: string[] | null;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
}

/** Percent-encoding that also writes a lone surrogate, as the raw bytes a client could send. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function operationsOf(doc: { paths: Record<string, Record<string, OpenApiOperation>> }) {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = op.parameters ?? [];
      const body = op.requestBody?.content['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: body ? Object.keys(body.properties ?? {}) : null,
      });
    }
  }
  return operations;
}

/** Text an attacker or a broken client sends: control characters, bidi, huge, odd unicode. */
const nastyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '\u0000',
    'ana\u0000@example.com',
    '\u202Eevil',
    '\r\n',
    '%00',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    '9'.repeat(40),
    '-1',
    '0',
    '1e309',
    '2026-02-30',
    '31-12-9999',
    '\uD800',
  ),
  fc.nat({ max: 4 }).map((n) => 'x'.repeat(10 ** n)),
);

const nastyJson: fc.Arbitrary<unknown> = fc.oneof(
  nastyText,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(null, true, false, 2 ** 53, -(2 ** 31), 0.001),
  fc.array(nastyText, { maxLength: 3 }),
  fc.dictionary(nastyText, nastyText, { maxKeys: 3 }),
);

const nastyQueryValue = fc.oneof(
  nastyText,
  fc.constantFrom('', 'Sedan', 'full', '2026-01-01', '1', '%', '%zz'),
);

function requestFor(operation: Operation) {
  const pathValue = fc.oneof(nastyText, fc.constantFrom('1', '0', '2147483648', '%', '%zz', ''));
  const body: fc.Arbitrary<{ payload?: string; contentType?: string }> = operation.bodyFields
    ? fc.oneof(
        // The schema's own fields, each malformed, sometimes with an unknown one.
        fc
          .record({
            fields: fc.subarray(operation.bodyFields),
            values: fc.array(nastyJson, { minLength: 20, maxLength: 20 }),
            extra: fc.option(fc.tuple(nastyText, nastyJson)),
          })
          .map(({ fields, values, extra }) => {
            const object: Record<string, unknown> = {};
            fields.forEach((field, i) => {
              object[field] = values[i % values.length];
            });
            if (extra) object[extra[0]] = extra[1];
            return { payload: JSON.stringify(object), contentType: 'application/json' };
          }),
        nastyJson.map((value) => ({
          payload: JSON.stringify(value) ?? 'null',
          contentType: 'application/json',
        })),
        // Bytes that are not JSON, or not what the content type says.
        fc
          .record({
            payload: fc.oneof(
              nastyText,
              fc.constantFrom('{', '{"a":', '[1,]', '\u0000', '{"__proto__":{"x":1}}'),
              fc.nat({ max: 3000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
            ),
            contentType: fc.constantFrom(
              'application/json',
              'text/plain',
              'application/x-www-form-urlencoded',
              'application/json; charset=latin1',
              'multipart/form-data; boundary=x',
            ),
          })
          .map((raw) => raw),
        fc.constant({}),
      )
    : fc.constant({});
  return fc.record({
    operation: fc.constant(operation),
    pathValues: fc.array(pathValue, {
      minLength: operation.pathParams.length,
      maxLength: operation.pathParams.length,
    }),
    query: fc.array(
      fc.tuple(fc.oneof(fc.constantFrom(...operation.query, 'x'), nastyText), nastyQueryValue),
      { maxLength: 3 },
    ),
    body,
    caller: fc.constantFrom('anonymous', 'customer', 'admin', 'forged', 'garbage'),
    idempotencyKey: fc.option(fc.oneof(nastyText, fc.constantFrom('valid-key-12345'))),
  });
}

describe.each(ENGINES)('fuzzing every endpoint from the OpenAPI document on %s', (engine) => {
  let app: App;
  let people: Record<'customer' | 'admin', Person>;
  let operations: Operation[];

  beforeAll(async () => {
    app = await createTestApp(engine);
    people = { customer: await addPerson(app), admin: await addPerson(app, 'ADMIN') };
    const car = await addVehicle(app);
    await booked(app, people.customer, car.id, 3, 5);
    const doc = (await app.inject({ method: 'GET', url: '/api/docs' })).json();
    operations = operationsOf(doc);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  function headersFor(caller: string): Record<string, string> {
    if (caller === 'customer' || caller === 'admin') {
      return people[caller as 'customer' | 'admin'].headers;
    }
    if (caller === 'forged') {
      const [head, , signature] = people.customer.headers.authorization.split('.');
      const payload = Buffer.from('{"sub":"1 or 1=1","role":"ADMIN"}').toString('base64url');
      return { authorization: `${head}.${payload}.${signature}` };
    }
    if (caller === 'garbage') return { authorization: 'Bearer \u00ff\u00fe' };
    return {};
  }

  it(`answers ${RUNS_PER_ENGINE} malformed requests without a 5xx, in Spanish JSON`, async () => {
    expect(operations.length).toBeGreaterThanOrEqual(14);
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.oneof(...operations.map(requestFor)), async (request) => {
        const { operation } = request;
        let path = operation.path;
        operation.pathParams.forEach((name, i) => {
          path = path.replace(`{${name}}`, encode(request.pathValues[i] ?? ''));
        });
        const search = new URLSearchParams(request.query).toString();
        const headers: Record<string, string> = { ...headersFor(request.caller) };
        if (request.body.contentType) headers['content-type'] = request.body.contentType;
        if (request.idempotencyKey !== null) {
          headers['idempotency-key'] = encode(request.idempotencyKey);
        }
        const res = await app.inject({
          method: operation.method as 'GET',
          url: search ? `${path}?${search}` : path,
          headers,
          ...(request.body.payload === undefined ? {} : { payload: request.body.payload }),
        });
        const key = `${operation.method} ${operation.path}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
        expect(res.statusCode, `${key}: ${res.body}`).toBeLessThan(500);
        if (res.statusCode >= 400) {
          expect(res.headers['content-type'], key).toMatch(/^application\/json/);
          const body = res.json() as { error?: unknown; message?: unknown };
          expect(typeof body.error, `${key}: ${res.body}`).toBe('string');
          expect(isSpanishMessage(body.message), `${key}: ${res.body}`).toBe(true);
        }
      }),
      { numRuns: RUNS_PER_ENGINE },
    );
    // Each endpoint is drawn at random: every one must have had a fair share, not an exact one.
    for (const operation of operations) {
      expect(seen.get(`${operation.method} ${operation.path}`) ?? 0).toBeGreaterThanOrEqual(10);
    }
  }, 300_000);
});
