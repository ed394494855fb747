const kilometers = new Intl.NumberFormat('es-ES', { useGrouping: 'always' });
const dailyPrice = new Intl.NumberFormat('es-ES', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** '45.000 km': es-ES groups thousands with a dot, also for four-digit numbers here. */
export function formatKilometers(value: number): string {
  return `${kilometers.format(value)} km`;
}

/** The digits of a kilometer field shown grouped while typing ('45000' -> '45.000'). */
export function groupDigits(digits: string): string {
  return digits === '' ? '' : kilometers.format(Number(digits));
}

/** The card price: whole dollars, no decimals (SPEC 9). */
export function formatDailyPrice(value: number): string {
  return `${dailyPrice.format(value)} / día`;
}
