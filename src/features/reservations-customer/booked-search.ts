/** 'Mis Reservas' after booking: `?booked=123` names the reservation to confirm at the top. */
export interface BookedSearch {
  booked?: number;
}

export function validateBookedSearch(search: Record<string, unknown>): BookedSearch {
  const value = Number(search.booked);
  return Number.isSafeInteger(value) && value > 0 ? { booked: value } : {};
}
