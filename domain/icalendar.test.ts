import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine } from './icalendar.ts';

const now = new Date('2026-11-23T16:22:05.123Z');
const octets = (line: string) => new TextEncoder().encode(line).length;

describe('iCalendar writer (RFC 5545)', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'ñ'.repeat(100)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('writes all-day events a library reads back: exclusive end, text intact, CRLF', () => {
    const summary = 'Reserva #7 – Toyota Corolla, "Sedán"; con \\ y acentos ñáéíóú '.repeat(3);
    const text = buildCalendar(
      [
        {
          uid: 'reservation-7@elitedrive',
          startDate: '2026-12-30',
          lastDate: '2027-01-02',
          summary,
          description: 'Línea 1\nLínea 2',
          status: 'CANCELLED',
        },
      ],
      { name: 'Mis reservas', now },
    );
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);

    const calendar = new ICAL.Component(ICAL.parse(text));
    const [vevent] = calendar.getAllSubcomponents('vevent');
    if (!vevent) throw new Error('no event');
    const event = new ICAL.Event(vevent);
    expect(event.uid).toBe('reservation-7@elitedrive');
    expect(event.summary).toBe(summary);
    expect(event.description).toBe('Línea 1\nLínea 2');
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-12-30');
    expect(event.endDate.toString()).toBe('2027-01-03');
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(String(vevent.getFirstPropertyValue('dtstamp'))).toBe('2026-11-23T16:22:05Z');
  });
});
