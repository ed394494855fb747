/**
 * A small iCalendar (RFC 5545) writer for all-day events: feeds and single-reservation files
 * are both built here, so the server and any page that builds one agree. No I/O.
 */
import { addDays } from './dates.ts';

export interface AllDayEvent {
  /** Stable across feeds and downloads, so calendars update the event instead of adding one. */
  uid: string;
  /** First day, YYYY-MM-DD. */
  startDate: string;
  /** Last day the event occupies, YYYY-MM-DD (inclusive; written as the exclusive DTEND). */
  lastDate: string;
  summary: string;
  description?: string;
  location?: string;
  status: 'CONFIRMED' | 'CANCELLED';
  /** When the event was created or last changed. */
  created?: Date;
  lastModified?: Date;
  /** Issue 28: a reminder (VALARM, ACTION:DISPLAY) before the event's first day. */
  alarm?: EventAlarm;
}

export interface EventAlarm {
  /** RFC 5545 duration before DTSTART, e.g. '-PT15H' (09:00 the day before an all-day event). */
  trigger: string;
  description: string;
}

export interface CalendarOptions {
  name: string;
  /** DTSTAMP of every event: when this calendar was written. */
  now: Date;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** TEXT value escaping (3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (3.1): each continuation starts with a space. Splits only
 * between characters, never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines spend one octet on their leading space.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const dateValue = (isoDate: string) => isoDate.replace(/-/g, '');

/** 20261123T162200Z */
const utcValue = (instant: Date) => `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

function eventLines(event: AllDayEvent, now: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcValue(now)}`,
    `DTSTART;VALUE=DATE:${dateValue(event.startDate)}`,
    // All-day events end the day after their last day (DTEND is exclusive).
    `DTEND;VALUE=DATE:${dateValue(addDays(event.lastDate, 1))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `STATUS:${event.status}`,
    'TRANSP:OPAQUE',
    ...(event.created ? [`CREATED:${utcValue(event.created)}`] : []),
    ...(event.lastModified ? [`LAST-MODIFIED:${utcValue(event.lastModified)}`] : []),
    ...(event.alarm
      ? [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `TRIGGER;RELATED=START:${event.alarm.trigger}`,
          `DESCRIPTION:${escapeText(event.alarm.description)}`,
          'END:VALARM',
        ]
      : []),
    'END:VEVENT',
  ];
}

/** The whole VCALENDAR, CRLF line ends and folded lines, ending with CRLF. */
export function buildCalendar(events: AllDayEvent[], options: CalendarOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//ELITE DRIVE//Reservas//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    ...events.flatMap((event) => eventLines(event, options.now)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
