import { TIME_ZONE } from '#domain/dates.ts';

const dateTime = new Intl.DateTimeFormat('es-SV', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** '23/11/2026 14:05' in El Salvador: when a car was handed over or taken back. */
export function formatDateTime(timestamp: string): string {
  const parts = Object.fromEntries(
    dateTime.formatToParts(new Date(timestamp)).map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}
