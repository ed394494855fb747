import { formatWholeUsd } from '#domain/number-format.ts';

export { formatKilometers, groupDigits } from '#domain/number-format.ts';

/** The fleet card price: whole dollars, no decimals (SPEC 9): '$46 / día'. */
export function formatDailyPrice(value: number): string {
  return `${formatWholeUsd(value)} / día`;
}
