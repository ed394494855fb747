import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES } from '#test/app.ts';
import { addPerson, book, day, type Person } from '#test/bookings.ts';
import type { App } from '../app.ts';

describe.each(ENGINES)('reservation validation on %s', (engine) => {
  let app: App;
  let ana: Person;

  beforeAll(async () => {
    app = await createTestApp(engine);
    ana = await addPerson(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('validation', () => {
    const ok = () => ({ vehicleId: 1, startDate: day(1), endDate: day(2) });

    it.each([
      [{ startDate: day(1), endDate: day(2) }, 'vehicleId', 'ID del vehículo es requerido'],
      [{ vehicleId: 1, endDate: day(2) }, 'startDate', 'La fecha de inicio es requerida'],
      [{ vehicleId: 1, startDate: day(1) }, 'endDate', 'La fecha de fin es requerida'],
      [
        { vehicleId: 1, startDate: day(-1), endDate: day(2) },
        'startDate',
        'La fecha de inicio no puede ser anterior a hoy',
      ],
      [
        { vehicleId: 1, startDate: day(2), endDate: day(2) },
        'endDate',
        'La fecha de fin debe ser posterior a la fecha de inicio',
      ],
      [
        { vehicleId: 1, startDate: day(3), endDate: day(2) },
        'endDate',
        'La fecha de fin debe ser posterior a la fecha de inicio',
      ],
      [
        { vehicleId: 1, startDate: day(1), endDate: day(400) },
        'endDate',
        'Una reserva no puede superar 365 días',
      ],
      [
        { vehicleId: 1, startDate: '2026-02-30', endDate: day(2) },
        'startDate',
        'La fecha de inicio no es válida',
      ],
      [
        { vehicleId: 1, startDate: day(1), endDate: '31-31-2026' },
        'endDate',
        'La fecha de fin no es válida',
      ],
      [
        { vehicleId: 1, startDate: 'mañana', endDate: day(2) },
        'startDate',
        'La fecha de inicio no es válida',
      ],
      [
        { vehicleId: 1, startDate: 20260101, endDate: day(2) },
        'startDate',
        'La fecha de inicio no es válida',
      ],
      [
        { vehicleId: 'uno', startDate: day(1), endDate: day(2) },
        'vehicleId',
        'ID del vehículo no es válido',
      ],
      [
        { vehicleId: [1], startDate: day(1), endDate: day(2) },
        'vehicleId',
        'ID del vehículo no es válido',
      ],
      [{ ...ok(), userId: 'yo' }, 'userId', 'ID del usuario no es válido'],
      [{ ...ok(), totalPrice: 1 }, '_', 'Campo no permitido: totalPrice'],
    ])('answers 400 in Spanish for %j', async (payload, field, message) => {
      const res = await book(app, ana, payload);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.error).toBe('VALIDATION_ERROR');
      expect(body.fields[field]).toBe(message);
      expect(body.message).toBeTruthy();
    });

    it('answers malformed, empty, non-JSON and huge bodies with 4xx in Spanish', async () => {
      const send = (payload: string, type = 'application/json') =>
        app.inject({
          method: 'POST',
          url: '/api/reservations',
          headers: { ...ana.headers, 'content-type': type },
          payload,
        });
      const cases = [
        [await send('{"vehicleId": 1,'), 400],
        [await send(''), 400],
        [await send('[]'), 400],
        [await send('null'), 400],
        [await send('vehicleId=1', 'application/x-www-form-urlencoded'), 415],
        [await send(JSON.stringify({ ...ok(), pad: 'x'.repeat(100_000) })), 413],
      ] as const;
      for (const [res, status] of cases) {
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json().message).toMatch(/[áéíóúñ]|solicitud|JSON/i);
      }
    });

    it('answers odd ids and odd query dates with 4xx, never 500', async () => {
      for (const url of [
        '/api/reservations/abc',
        '/api/reservations/-1',
        '/api/reservations/1.5',
        '/api/reservations/99999999999',
      ]) {
        const res = await app.inject({ method: 'DELETE', url, headers: ana.headers });
        expect(res.statusCode, url).toBe(400);
      }
      for (const query of [
        '',
        'startDate=2026-02-30&endDate=2026-03-01',
        'startDate=31-31-2026&endDate=2026-03-01',
        'startDate=ma%C3%B1ana&endDate=2026-03-01',
        'startDate=2026-03-05&endDate=2026-03-01',
        'startDate[]=1&endDate=2026-03-01',
      ]) {
        const res = await app.inject({ method: 'GET', url: `/api/reservations/date?${query}` });
        expect(res.statusCode, query).toBe(400);
        expect(res.json().error).toBe('VALIDATION_ERROR');
      }
      const user = await app.inject({
        method: 'GET',
        url: '/api/reservations/user?userId=abc',
        headers: ana.headers,
      });
      expect(user.statusCode).toBe(400);
      expect(user.json().message).toBe('ID del usuario no es válido');
    });
  });
});
