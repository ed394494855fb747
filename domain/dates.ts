/**
 * Calendar dates (YYYY-MM-DD) in America/El_Salvador. El Salvador has kept UTC-6 all year since
 * 1988, so the local date and hour are plain arithmetic: asking Intl for the zone cost a phone
 * about 40 ms of blocked main thread on every page's first call (ICU loads its zone data; issue
 * 32). dates.test.ts checks the offset against Intl's zone data, so a change of rule fails there.
 */
export const TIME_ZONE = 'America/El_Salvador';
/** UTC-6, no daylight saving time. */
export const UTC_OFFSET_MINUTES = -360;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DMY_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

function zonedParts(now: Date): { date: string; hour: number } {
  const local = new Date(now.getTime() + UTC_OFFSET_MINUTES * 60_000);
  return { date: local.toISOString().slice(0, 10), hour: local.getUTCHours() };
}

/** Today's date in El Salvador, whatever the zone of the machine running this code. */
export function todayInElSalvador(now: Date = new Date()): string {
  return zonedParts(now).date;
}

/** The earliest start the home and list pickers allow: today before 12:00 local, else tomorrow. */
export function earliestSearchStart(now: Date = new Date()): string {
  const { date, hour } = zonedParts(now);
  return hour < 12 ? date : addDays(date, 1);
}

/** True for a real calendar date written YYYY-MM-DD (so 2026-02-30 is false). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Accepts YYYY-MM-DD or dd-mm-yyyy and answers YYYY-MM-DD, or null when it is no real date. */
export function parseCalendarDate(value: string): string | null {
  const trimmed = value.trim();
  const dmy = DMY_DATE.exec(trimmed);
  const iso = dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : trimmed;
  return isIsoDate(iso) ? iso : null;
}

function toUtcMs(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

export function addDays(isoDate: string, days: number): string {
  return new Date(toUtcMs(isoDate) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / 86_400_000);
}

/** Full years between a birth date and a given day, as people count birthdays. */
export function ageOn(birthDate: string, onDate: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = onDate.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** dd/mm/yyyy, as es-ES writes a calendar date. */
export function formatDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** A moment as El Salvador's clock shows it: '23/11/2026 14:05' (24-hour). */
export function formatDateTime(moment: string | number | Date): string {
  const local = new Date(new Date(moment).getTime() + UTC_OFFSET_MINUTES * 60_000).toISOString();
  return `${formatDate(local)} ${local.slice(11, 16)}`;
}

/** A timestamp shown as a date in El Salvador: dd/mm/yyyy. */
export function formatTimestampDate(timestamp: string | Date): string {
  return formatDate(todayInElSalvador(new Date(timestamp)));
}
