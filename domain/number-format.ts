/**
 * Numbers and money as El Salvador writes them (es-SV): '$2,656.00', '12,000 km'. One module so
 * the cards, tables, dashboards, toasts and the server's messages all write a number the same way.
 * es-SV groups every number of four digits or more ('1,234'), unlike es-ES.
 */
const LOCALE = 'es-SV';

/**
 * Each formatter is made on its first use: making one loads the locale's data, tens of
 * milliseconds on a phone's first visit, and a screen rarely needs all four (issue 14).
 */
function lazyFormat(options: Intl.NumberFormatOptions): (value: number) => string {
  let format: Intl.NumberFormat | undefined;
  return (value) => {
    format ??= new Intl.NumberFormat(LOCALE, options);
    return format.format(value);
  };
}

const usd = lazyFormat({ style: 'currency', currency: 'USD' });
const wholeUsd = lazyFormat({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const grouped = lazyFormat({ useGrouping: 'always', maximumFractionDigits: 2 });
const percent = lazyFormat({ style: 'percent', maximumFractionDigits: 1 });

/** '$2,656.00': dollars with cents. */
export function formatUsd(amount: number): string {
  return usd(amount);
}

/** '$46': dollars rounded to whole, for the fleet card's daily price (SPEC 9). */
export function formatWholeUsd(amount: number): string {
  return wholeUsd(amount);
}

/** '12,500': a count or reading with thousands grouped. */
export function formatNumber(value: number): string {
  return grouped(value);
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
  return percent(share);
}
