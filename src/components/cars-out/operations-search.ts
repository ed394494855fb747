import type { ReservationView } from '#domain/reservation-contracts.ts';

/** Case-, accent- and dash-insensitive ('04567891-2' is found as '045678912'). */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/-/g, '');
}

/**
 * The counter's search box: every word typed must appear in the customer's name, DUI, or the
 * vehicle's name, brand, model or plate (issue 28; also run together, 'p123456'), or be the
 * reservation number.
 */
export function matchesOperation(reservation: ReservationView, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const { user, vehicle } = reservation;
  const haystack = fold(
    [
      user.name,
      user.dui,
      vehicle.name,
      vehicle.brand,
      vehicle.model,
      vehicle.plate ?? '',
      (vehicle.plate ?? '').replace(/[^A-Za-z0-9]/g, ''),
      `#${reservation.id}`,
    ].join(' '),
  );
  return words.every((word) => haystack.includes(word));
}
