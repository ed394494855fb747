import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatDate } from '#domain/dates.ts';
import { reservationView } from '#domain/reservation-contracts.ts';
import { ENGINES, isSpanishMessage } from '#test/app.ts';
import { addVehicle, appFixtures, day, insertReservation, type Person } from '#test/bookings.ts';
import { handover, handoverBody, putPhoto, sha256Of } from '#test/handovers.ts';
import { pdfText } from '#test/pdf.ts';
import { documents, reservations } from '../db/schema.ts';

/** Issue 30: deposits, charges, payments, the billing view and the two numbered PDFs. */
describe.each(ENGINES)('billing and documents on %s', (engine) => {
  const fx = appFixtures(engine, ['customer', 'otherCustomer']);
  let plateSerial = 100;

  /** A Sedan at $10/day booked from yesterday to tomorrow; the fixture stores a total of $20.00. */
  async function booking() {
    plateSerial += 1;
    const car = await addVehicle(fx.app, {
      name: 'Toyota Corolla Año 2024',
      plate: `P 777-${plateSerial}`,
    });
    const row = await insertReservation(fx.app, fx.customer.id, car.id, -1, 1);
    return { car, id: row.id, plate: `P 777-${plateSerial}` };
  }

  const get = (url: string, who: Person | null) =>
    fx.app.inject({ method: 'GET', url, headers: { ...who?.headers } });

  async function checkout(id: number, extra: Record<string, unknown> = {}, headers = {}) {
    const body = await handoverBody(fx.app, fx.admin, { fuel: 8, ...extra });
    return handover(fx.app, fx.admin, id, 'checkout', body, headers);
  }

  async function checkin(id: number, extra: Record<string, unknown> = {}) {
    const body = await handoverBody(fx.app, fx.admin, {
      odometer: 1250,
      signature: undefined,
      ...extra,
    });
    return handover(fx.app, fx.admin, id, 'checkin', body);
  }

  /** The car came back two days after the end date: the booking's end moved back. */
  const endedDaysAgo = (id: number, days: number) =>
    fx.app.database.db
      .update(reservations)
      .set({ startDate: day(-days - 2), endDate: day(-days) })
      .where(eq(reservations.id, id));

  it('records the deposit at check-out and issues a numbered agreement pdftotext can read', async () => {
    const { id, plate } = await booking();
    const out = await checkout(id, {
      deposit: { amount: '200.00', method: 'card', reference: 'VISA 4242' },
      damages: [{ area: 'Puerta', note: 'Rayón pequeño en la puerta trasera' }],
    });
    expect(out.statusCode, out.body).toBe(201);
    const view = reservationView.parse(out.json());
    expect(view.billing).toMatchObject({
      base: 20,
      charges: [],
      deposit: 200,
      paid: 0,
      balance: -180,
    });
    expect(view.billing?.depositRecord).toMatchObject({
      amount: 200,
      method: 'card',
      reference: 'VISA 4242',
    });
    const number = view.documents?.agreement?.number ?? '';
    expect(number).toMatch(new RegExp(`^${day(0).slice(0, 4)}-\\d{6}$`));
    expect(view.documents?.statement).toBeNull();
    expect(view.documents?.agreement?.url).toBe(`/api/reservations/${id}/agreement.pdf`);

    const pdf = await get(`/api/reservations/${id}/agreement.pdf`, fx.customer);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="contrato-${number}.pdf"`,
    );
    const text = pdfText(pdf.rawPayload);
    for (const expected of [
      `Contrato de arrendamiento N.º ${number}`,
      plate,
      'Toyota Corolla Año 2024',
      '$10.00',
      '$20.00',
      '$200.00',
      '1,000 km',
      'Rayón pequeño',
      'Términos y condiciones',
      'Frente',
      'Lleno (8/8)',
    ]) {
      expect(text).toContain(expected);
    }
    // Issued once: every download is the same bytes.
    const again = await get(`/api/reservations/${id}/agreement.pdf`, fx.admin);
    expect(again.rawPayload.equals(pdf.rawPayload)).toBe(true);
  });

  it('bills a late return with a low tank: proposals, a changed one with its reason, the statement', async () => {
    const { id, plate } = await booking();
    expect((await checkout(id, { deposit: { amount: 100, method: 'cash' } })).statusCode).toBe(201);
    await endedDaysAgo(id, 2);

    // 2 days late × $10 (the booking's price: no late fee set) = $20; 8/8 → 5/8 = 3 × $10.
    const noReason = await checkin(id, {
      fuel: 5,
      charges: [{ kind: 'late', description: '2 días de atraso', amount: 15 }],
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe('CHARGE_REASON_REQUIRED');
    expect(noReason.json().message).toBe(
      "El cargo 'Devolución tardía' cambia el monto propuesto ($20.00): indica el motivo del cambio",
    );
    expect(isSpanishMessage(noReason.json().message)).toBe(true);
    // Refused: no number was taken, nothing recorded.
    const refused = reservationView.parse((await get(`/api/reservations/${id}`, fx.admin)).json());
    expect(refused.rentalStatus).toBe('inProgress');
    expect(refused.documents?.statement).toBeNull();

    const res = await checkin(id, {
      fuel: 5,
      damages: [{ area: 'Parachoques', note: 'Golpe nuevo en el parachoques', estimatedCost: 80 }],
      charges: [
        { kind: 'late', description: '2 días de atraso', amount: 15, reason: 'Cliente frecuente' },
        { kind: 'fuel', description: '3/8 de tanque faltante', amount: 30 },
        { kind: 'damage', description: 'Golpe en el parachoques', amount: 80.5 },
      ],
      payment: { amount: 20, method: 'transfer', reference: 'BAC-991' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const view = reservationView.parse(res.json());
    // 20 + 15 + 30 + 80.50 − 100 − 20 = 25.50
    expect(view.billing).toMatchObject({ base: 20, deposit: 100, paid: 20, balance: 25.5 });
    expect(view.billing?.charges).toEqual([
      {
        kind: 'late',
        description: '2 días de atraso',
        amount: 15,
        proposed: 20,
        reason: 'Cliente frecuente',
      },
      {
        kind: 'fuel',
        description: '3/8 de tanque faltante',
        amount: 30,
        proposed: 30,
        reason: null,
      },
      {
        kind: 'damage',
        description: 'Golpe en el parachoques',
        amount: 80.5,
        proposed: null,
        reason: null,
      },
    ]);
    const number = view.documents?.statement?.number ?? '';
    expect(number).toMatch(/^\d{4}-\d{6}$/);

    // The customer's own list carries the same billing.
    const mine = (await get('/api/reservations/user', fx.customer)).json();
    const listed = (Array.isArray(mine) ? mine : mine.items).find(
      (r: { id: number }) => r.id === id,
    );
    expect(listed.billing.balance).toBe(25.5);

    const pdf = await get(`/api/reservations/${id}/statement.pdf`, fx.customer);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="liquidacion-${number}.pdf"`,
    );
    const text = pdfText(pdf.rawPayload);
    for (const expected of [
      `Liquidación N.º ${number}`,
      `Contrato: N.º ${view.documents?.agreement?.number}`,
      plate,
      'Devolución tardía',
      'Cliente frecuente',
      '$15.00',
      '$80.50',
      '-$100.00',
      '-$20.00',
      'Saldo a pagar por el cliente',
      '$25.50',
      '250 km',
      '5/8',
      'Golpe nuevo en el parachoques',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('accepts a check-in recorded offline yesterday, replayed today, with the late charge of the day it was recorded', async () => {
    const { id } = await booking();
    expect((await checkout(id)).statusCode).toBe(201);
    await endedDaysAgo(id, 3);
    // The counter finished the form 24 hours ago, offline: 2 days late then × $10 = $20.
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    const late = { kind: 'late', description: '2 días de atraso', amount: 20 };
    const res = await checkin(id, { charges: [late], recordedAt: yesterday.toISOString() });
    expect(res.statusCode, res.body).toBe(201);
    const view = reservationView.parse(res.json());
    expect(view.billing?.charges).toEqual([{ ...late, proposed: 20, reason: null }]);
    // The bill says when the car came back: the recorded day, not the day it reached the server.
    const pdf = await get(`/api/reservations/${id}/statement.pdf`, fx.admin);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Fecha de devolución: ${formatDate(day(-1))}`);
    expect(text).toContain('2 días de atraso');
    // The audit says the return counted from the counter's time, not the server's.
    const audit = await get(`/api/audit?entity=reservation&id=${id}`, fx.admin);
    expect(JSON.stringify(audit.json())).toContain(yesterday.toISOString());
    // A correction replaces the bill and keeps the day the car came back.
    const corrected = await fx.app.inject({
      method: 'POST',
      url: `/api/reservations/${id}/billing`,
      headers: fx.admin.headers,
      payload: { payment: { amount: 20, method: 'cash' }, reason: 'Pago del saldo' },
    });
    expect(corrected.statusCode, corrected.body).toBe(201);
    const again = pdfText(
      (await get(`/api/reservations/${id}/statement.pdf`, fx.admin)).rawPayload,
    );
    expect(again).toContain(`Fecha de devolución: ${formatDate(day(-1))}`);
  });

  it.each([
    ['a time beyond the server clock', () => new Date(Date.now() + 26 * 60 * 60 * 1000)],
    ['a time before the rental began', () => new Date(`${day(-8)}T12:00:00-06:00`)],
    ['no time at all (an old client)', () => null],
  ])('proposes with its own day for %s', async (_, when) => {
    const { id } = await booking();
    expect((await checkout(id)).statusCode).toBe(201);
    await endedDaysAgo(id, 3);
    const recordedAt = when();
    // Today is 3 days late: $30; the $20 of yesterday needs a reason.
    const res = await checkin(id, {
      charges: [{ kind: 'late', description: '2 días de atraso', amount: 20 }],
      ...(recordedAt ? { recordedAt: recordedAt.toISOString() } : {}),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe('CHARGE_REASON_REQUIRED');
    expect(res.json().message).toContain('($30.00)');
  });

  it('refuses a recorded time that is no date, in Spanish', async () => {
    const { id } = await booking();
    expect((await checkout(id)).statusCode).toBe(201);
    const res = await checkin(id, { recordedAt: 'ayer' });
    expect(res.statusCode).toBe(400);
    const message = res.json().fields?.recordedAt ?? res.json().message;
    expect(isSpanishMessage(message), message).toBe(true);
  });

  it('keeps old clients working: no deposit, charges or payment, balance = base', async () => {
    const { id } = await booking();
    expect((await checkout(id)).statusCode).toBe(201);
    const back = await checkin(id);
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json().billing).toMatchObject({
      base: 20,
      charges: [],
      deposit: 0,
      paid: 0,
      balance: 20,
    });
    expect(back.json().documents.statement.number).toMatch(/^\d{4}-\d{6}$/);
  });

  it.each([
    [
      { deposit: { amount: -5, method: 'cash' } },
      'deposit.amount',
      'El monto debe ser un número mayor o igual a 0',
    ],
    [
      { deposit: { amount: 10.123, method: 'cash' } },
      'deposit.amount',
      'El monto no puede tener más de dos decimales',
    ],
    [
      { deposit: { amount: 10, method: 'cheque' } },
      'deposit.method',
      'La forma de pago debe ser efectivo (cash), tarjeta (card) o transferencia (transfer)',
    ],
    [{ deposit: { method: 'cash' } }, 'deposit.amount', 'El monto es requerido'],
    [{ charges: [] }, 'charges', 'Campo no permitido: charges'],
  ])(
    'refuses a bad check-out body %j in Spanish, taking no number',
    async (extra, field, message) => {
      const { id } = await booking();
      const res = await checkout(id, extra);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields?.[field] ?? res.json().message).toBe(message);
      const issued = await fx.app.database.db
        .select()
        .from(documents)
        .where(eq(documents.reservationId, id));
      expect(issued).toHaveLength(0);
    },
  );

  it('refuses bad charges and payments in Spanish', async () => {
    const { id } = await booking();
    expect((await checkout(id)).statusCode).toBe(201);
    const cases: [Record<string, unknown>, string][] = [
      [{ charges: [{ kind: 'tip', description: 'x', amount: 1 }] }, 'charges.0.kind'],
      [{ charges: [{ kind: 'other', description: ' ', amount: 1 }] }, 'charges.0.description'],
      [
        { charges: [{ kind: 'other', description: 'x', amount: 1_000_000.01 }] },
        'charges.0.amount',
      ],
      [{ payment: { amount: 'diez', method: 'cash' } }, 'payment.amount'],
      [{ deposit: { amount: 1, method: 'cash' } }, 'deposit'],
    ];
    for (const [extra, field] of cases) {
      const res = await checkin(id, extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      const message = res.json().fields?.[field] ?? res.json().message;
      expect(isSpanishMessage(message), message).toBe(true);
    }
  });

  it('answers 401 without a session, 404 for another customer and before the document exists', async () => {
    const { id } = await booking();
    expect((await get(`/api/reservations/${id}/agreement.pdf`, fx.customer)).statusCode).toBe(404);
    expect((await checkout(id)).statusCode).toBe(201);
    expect((await get(`/api/reservations/${id}/agreement.pdf`, null)).statusCode).toBe(401);
    const stranger = await get(`/api/reservations/${id}/agreement.pdf`, fx.otherCustomer);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Reserva no encontrada');
    const early = await get(`/api/reservations/${id}/statement.pdf`, fx.customer);
    expect(early.statusCode).toBe(404);
    expect(early.json().message).toBe('El documento aún no existe');
    expect((await get(`/api/reservations/999999/agreement.pdf`, fx.admin)).statusCode).toBe(404);
  });

  it('gives a replayed check-out (same Idempotency-Key) no second number', async () => {
    const first = await booking();
    const second = await booking();
    const key = { 'idempotency-key': `replay-${first.id}` };
    const body = await handoverBody(fx.app, fx.admin);
    const a = await handover(fx.app, fx.admin, first.id, 'checkout', body, key);
    const replay = await handover(fx.app, fx.admin, first.id, 'checkout', body, key);
    expect(a.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.json().documents).toEqual(a.json().documents);
    const b = await checkout(second.id);
    const [year, n] = (a.json().documents.agreement.number as string).split('-').map(Number);
    expect(b.json().documents.agreement.number).toBe(
      `${year}-${String((n ?? 0) + 1).padStart(6, '0')}`,
    );
    const count = await fx.app.database.db.execute(
      sql`select count(*)::int as n from documents where reservation_id = ${first.id}`,
    );
    expect((count as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it("reports the period's charges by kind (admins only)", async () => {
    const url = `/api/reports/charges?from=${day(-1)}&to=${day(0)}`;
    const before = (await get(url, fx.admin)).json();
    const { id } = await booking();
    expect((await checkout(id)).statusCode).toBe(201);
    const back = await checkin(id, {
      charges: [
        { kind: 'cleaning', description: 'Tapicería manchada', amount: 25 },
        { kind: 'other', description: 'Llave extraviada', amount: 40.25 },
      ],
    });
    expect(back.statusCode, back.body).toBe(201);
    const res = await get(url, fx.admin);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    const of = (body: typeof report, kind: string) =>
      body.kinds.find((row: { kind: string }) => row.kind === kind);
    expect(report.kinds.map((row: { kind: string }) => row.kind)).toEqual([
      'late',
      'fuel',
      'damage',
      'cleaning',
      'other',
    ]);
    expect(of(report, 'cleaning')).toMatchObject({
      label: 'Limpieza',
      count: of(before, 'cleaning').count + 1,
      amount: of(before, 'cleaning').amount + 25,
    });
    expect(of(report, 'other').amount).toBeCloseTo(of(before, 'other').amount + 40.25, 2);
    expect(report.total).toBeCloseTo(before.total + 65.25, 2);
    const past = (
      await get(`/api/reports/charges?from=${day(-30)}&to=${day(-10)}`, fx.admin)
    ).json();
    expect(past.total).toBe(0);
    expect((await get(url, fx.customer)).statusCode).toBe(403);
  });

  it("corrects a returned rental's bill with a new statement that names the one it replaces", async () => {
    const { id } = await booking();
    const correct = (payload: object) =>
      fx.app.inject({
        method: 'POST',
        url: `/api/reservations/${id}/billing`,
        headers: fx.admin.headers,
        payload,
      });
    const payment = { amount: 20, method: 'cash' };
    expect((await checkout(id)).statusCode).toBe(201);
    const early = await correct({ payment, reason: 'Pago del saldo' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'La liquidación solo se corrige después de la devolución del vehículo',
    );
    const back = await checkin(id);
    const first = back.json().documents.statement.number as string;
    const firstPdf = (await get(`/api/reservations/${id}/statement.pdf`, fx.customer)).rawPayload;

    const empty = await correct({ reason: 'Nada' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('La corrección debe agregar al menos un cargo o un pago');
    expect((await correct({ payment })).json().message).toBe(
      'El motivo de la corrección es requerido',
    );

    const res = await correct({ payment, reason: 'Pago del saldo' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().billing).toMatchObject({ paid: 20, balance: 0 });
    const second = res.json().documents.statement.number as string;
    expect(second).not.toBe(first);
    const pdf = await get(`/api/reservations/${id}/statement.pdf`, fx.customer);
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="liquidacion-${second}.pdf"`,
    );
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Liquidación N.º ${second}`);
    expect(text).toContain(`Sustituye al documento N.º ${first}`);
    // The first one never changes.
    const [kept] = await fx.app.database.db
      .select({ pdf: documents.pdf })
      .from(documents)
      .where(
        sql`${documents.reservationId} = ${id} and ${documents.replaces} is null and ${documents.series} = 'statement'`,
      );
    expect(Buffer.from(kept?.pdf ?? []).equals(firstPdf)).toBe(true);
  });

  it('prints real photos and the signature as images in the agreement', async () => {
    const { id } = await booking();
    const png = readFileSync(new URL('../../public/icons/icon-192.png', import.meta.url));
    expect((await putPhoto(fx.app, fx.admin, png, { type: 'image/png' })).statusCode).toBeLessThan(
      300,
    );
    const body = await handoverBody(fx.app, fx.admin);
    body.photos = body.photos.map((photo, index) =>
      index === 0 ? { ...photo, sha256: sha256Of(png) } : photo,
    );
    body.signature = sha256Of(png);
    expect((await handover(fx.app, fx.admin, id, 'checkout', body)).statusCode).toBe(201);
    const pdf = await get(`/api/reservations/${id}/agreement.pdf`, fx.admin);
    const file = join(mkdtempSync(join(tmpdir(), 'agreement-')), 'contrato.pdf');
    writeFileSync(file, pdf.rawPayload);
    const images = execFileSync('pdfimages', ['-list', file])
      .toString('utf8')
      .split('\n')
      .filter((line) => /^\s*\d+\s+\d+\s+image/.test(line));
    // The front photo and the signature (the other five photos are no real images here).
    expect(images.length).toBeGreaterThanOrEqual(2);
  });
});
