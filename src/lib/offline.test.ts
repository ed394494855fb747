import { FetchError } from 'ofetch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  assertOnlineForReservation,
  formatDataTime,
  isConnectionFailure,
  OfflineError,
  RESERVATION_NEEDS_NETWORK,
} from './offline.ts';

afterEach(() => vi.restoreAllMocks());

describe('creating a reservation offline', () => {
  it('is refused with the Spanish message that promises the form is kept', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(assertOnlineForReservation).toThrow(RESERVATION_NEEDS_NETWORK);
    expect(RESERVATION_NEEDS_NETWORK).toBe(
      'Necesitas conexión a internet para crear una reserva. Tus datos del formulario se conservan.',
    );
  });

  it('goes ahead online', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(assertOnlineForReservation).not.toThrow();
  });

  it('recognises a failure to connect, and not an answer from the server', () => {
    expect(isConnectionFailure(new OfflineError('x'))).toBe(true);
    expect(isConnectionFailure(new FetchError('Failed to fetch'))).toBe(true);
    const answered = new FetchError('409');
    Object.assign(answered, { response: new Response(null, { status: 409 }) });
    expect(isConnectionFailure(answered)).toBe(false);
    expect(isConnectionFailure(new Error('bug'))).toBe(false);
  });
});

describe('time of the data', () => {
  it('is written dd/mm/yyyy HH:mm in El Salvador time', () => {
    // 18:05 UTC is 12:05 in El Salvador (UTC-6).
    expect(formatDataTime(Date.UTC(2026, 2, 7, 18, 5))).toBe('07/03/2026 12:05');
    expect(formatDataTime(Date.UTC(2026, 0, 1, 3, 0))).toBe('31/12/2025 21:00');
  });
});
