/**
 * Numbers and money as El Salvador writes them (es-SV): '$2,656.00', '12,000 km'. One module so
 * the cards, tables, dashboards, toasts and the server's messages all write a number the same way.
 * es-SV groups every number of four digits or more ('1,234'), unlike es-ES.
 */
/**
 * The whole digits and `fraction` decimals of `abs` times 10^`shift` (zero or more), rounded half
 * up from the number as JavaScript writes it (1.005 -> '1.01'), which is how Intl.NumberFormat
 * rounds; the shift moves the decimal point in those digits, exactly (0.0145 -> 1.45 for a %).
 */
function rounded(abs: number, fraction: number, shift: number): [whole: string, decimals: string] {
  // String() is the shortest form that reads back as the same number, maybe with an exponent.
  const [, int = '', frac = '', exponent = '0'] =
    /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(abs)) ?? [];
  const digits = int + frac;
  const point = int.length + Number(exponent) + shift;
  const padded = point > 0 ? digits.padEnd(point, '0') : `${'0'.repeat(1 - point)}${digits}`;
  const at = Math.max(point, 1);
  const kept = `${padded.slice(0, at)}${padded.slice(at, at + fraction).padEnd(fraction, '0')}`;
  const up = (padded[at + fraction] ?? '0') >= '5';
  const result = (up ? (BigInt(kept) + 1n).toString() : kept).padStart(fraction + 1, '0');
  const whole = result.slice(0, result.length - fraction).replace(/^0+(?=\d)/, '');
  return [whole, result.slice(result.length - fraction)];
}

/**
 * Digits with ',' between thousands and '.' before the decimals, at most `maxFraction` of them
 * and at least `minFraction` (trailing zeros beyond that dropped): what Intl.NumberFormat('es-SV')
 * writes, checked against it on random numbers in the tests. Written here because making the
 * first Intl formatter loads the browser's number data: 15-35 ms of a first visit on this
 * machine, more on a phone, for a format this simple (issue 14).
 */
function decimal(value: number, minFraction: number, maxFraction: number, shift = 0): string {
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return `${sign}∞`;
  const [whole, fraction] = rounded(Math.abs(value), maxFraction, shift);
  let decimals = fraction;
  while (decimals.length > minFraction && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}${decimals === '' ? grouped : `${grouped}.${decimals}`}`;
}

/** Dollars: the sign before the '$' ('-$42.00'), as es-SV writes it. */
function dollars(amount: number, fraction: number): string {
  const digits = decimal(amount, fraction, fraction);
  return digits.startsWith('-') ? `-$${digits.slice(1)}` : `$${digits}`;
}

/** '$2,656.00': dollars with cents. */
export function formatUsd(amount: number): string {
  return dollars(amount, 2);
}

/** '$46': dollars rounded to whole, for the fleet card's daily price (SPEC 9). */
export function formatWholeUsd(amount: number): string {
  return dollars(amount, 0);
}

/** '12,500': a count or reading with thousands grouped. */
export function formatNumber(value: number): string {
  return decimal(value, 0, 2);
}

/** '3.2': at most one decimal, thousands grouped. */
export function formatTenths(value: number): string {
  return decimal(value, 0, 1);
}

/** '12,000 km'. */
export function formatKilometers(value: number): string {
  return `${formatNumber(value)} km`;
}

/** The digits of a kilometer field shown grouped while typing ('45000' -> '45,000'). */
export function groupDigits(digits: string): string {
  return digits === '' ? '' : formatNumber(Number(digits));
}

/** '45.7%': a share (0.457) as El Salvador writes it. */
export function formatPercent(share: number): string {
  return `${decimal(share, 0, 1, 2)}%`;
}
