/** Money is US dollars, written as El Salvador writes them; the formatter lives with the others. */
export { formatUsd } from './number-format.ts';

/**
 * Rounds to whole cents, half away from zero. Scaling by 100 alone misrounds values such as
 * 1.005 (stored as 1.00499...), so the product is nudged by its own floating-point error first.
 */
export function roundToCents(amount: number): number {
  const scaled = amount * 100;
  const rounded = Math.round(Math.abs(scaled) * (1 + Number.EPSILON)) / 100;
  return Math.sign(amount) * rounded || 0;
}

/** '1 día', '3 días': the day count as the summaries show it. */
export function formatDays(days: number): string {
  return `${days} ${days === 1 ? 'día' : 'días'}`;
}
