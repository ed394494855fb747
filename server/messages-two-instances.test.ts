import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '#test/app.ts';
import {
  addPerson,
  addVehicle,
  book,
  createPostgresAppWithPool,
  day,
  type Person,
} from '#test/bookings.ts';
import { type ChildServer, startChildServer } from '#test/child-server.ts';
import { startMailbox, type TestMailbox } from '#test/smtp.ts';
import type { App } from './app.ts';
import { messages } from './db/schema.ts';

const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const BOOKINGS = 12;

/**
 * Issue 29: two server processes on one PostgreSQL, each running the outbox worker every 50 ms,
 * send every message once (FOR UPDATE SKIP LOCKED and the claim's lease).
 */
describe.skipIf(!postgresUrl)('two server processes sending one outbox', () => {
  let app: App;
  let dropDatabase: () => Promise<void>;
  let mailbox: TestMailbox;
  const servers: ChildServer[] = [];
  let customers: Person[];

  beforeAll(async () => {
    let url: string;
    mailbox = await startMailbox();
    // This in-process app migrates the database, writes the fixtures and books; it sends nothing.
    ({ app, url, dropDatabase } = await createPostgresAppWithPool(postgresUrl as string, 5));
    for (let i = 0; i < 2; i++) {
      servers.push(
        await startChildServer({
          DATABASE_URL: url,
          JWT_SECRET: testConfig({ kind: 'pglite' }).jwtSecret,
          MAIL_URL: mailbox.url,
          MESSAGES_POLL_MS: '50',
        }),
      );
    }
    customers = await Promise.all(Array.from({ length: BOOKINGS }, () => addPerson(app)));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await app?.close();
    await dropDatabase?.();
    await mailbox?.stop();
  });

  it('sends each confirmation exactly once', async () => {
    const booked = await Promise.all(
      customers.map(async (customer, i) => {
        const car = await addVehicle(app);
        const res = await book(app, customer, {
          vehicleId: car.id,
          startDate: day(5 + i),
          endDate: day(6 + i),
        });
        expect(res.statusCode).toBe(201);
        return res.json().id as number;
      }),
    );
    // The service digest is written too when the test runs after its hour (the scheduler runs
    // on start): it is counted as one more message that must go out once.
    const confirmations = () =>
      mailbox.mails.filter((mail) => /^Reserva #\d+ confirmada/.test(mail.subject ?? ''));
    const deadline = Date.now() + 30_000;
    while (confirmations().length < BOOKINGS && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Time for a second copy to arrive, were one sent.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const ids = confirmations().map((mail) => Number(/#(\d+) /.exec(mail.subject ?? '')?.[1]));
    const ascending = (a: number, b: number) => a - b;
    expect(ids.sort(ascending)).toEqual(booked.sort(ascending));
    const sent = await app.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.status, 'sent'), eq(messages.channel, 'email')));
    expect(sent.filter((row) => row.kind === 'reservation-confirmed')).toHaveLength(BOOKINGS);
    expect(mailbox.mails).toHaveLength(sent.length);
    expect(sent.every((row) => row.attempts === 1)).toBe(true);
  }, 60_000);
});
