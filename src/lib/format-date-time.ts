import { TIME_ZONE } from '#domain/dates.ts';

let dateTime: Intl.DateTimeFormat | undefined;

/** Made on first use: a formatter loads its locale's data (see #domain/number-format.ts). */
function dateTimeFormat(): Intl.DateTimeFormat {
  dateTime ??= new Intl.DateTimeFormat('es-SV', {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  return dateTime;
}

/** '23/11/2026 14:05' in El Salvador: when a car was handed over or taken back. */
export function formatDateTime(timestamp: string): string {
  const parts = Object.fromEntries(
    dateTimeFormat()
      .formatToParts(new Date(timestamp))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}
