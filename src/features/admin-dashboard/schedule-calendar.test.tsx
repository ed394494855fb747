import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CalendarEntry } from './calendar-events.ts';
import ScheduleCalendar from './schedule-calendar.tsx';

afterEach(cleanup);

const entry = (id: string, start: string, end: string): CalendarEntry => ({
  id,
  title: `Auto ${id} - Cliente`,
  start,
  end,
  calendarId: 'upcoming',
});

function renderMonth(entries: CalendarEntry[]) {
  render(
    <ScheduleCalendar
      entries={entries}
      onOpen={() => {}}
      mode="month"
      date="2027-03-10"
      onModeChange={() => {}}
      onDateChange={() => {}}
    />,
  );
}

describe('the month grid\'s "+N más" buttons', () => {
  it('carry their visible text in their accessible name when a day has a free row above', async () => {
    // 10/03: five bookings, two hidden. 11/03: the first (begun on 09/03) has ended, so its row
    // is free, and two still hide under '+2 más'. schedule-x names that button by the day's
    // count minus three ('+1 más: …'): axe's label-content-name-mismatch.
    renderMonth([
      entry('1', '2027-03-09', '2027-03-10'),
      entry('2', '2027-03-10', '2027-03-11'),
      entry('3', '2027-03-10', '2027-03-11'),
      entry('4', '2027-03-10', '2027-03-11'),
      entry('5', '2027-03-10', '2027-03-11'),
    ]);

    const moreOn = (date: string) =>
      document.querySelector(`[data-date="${date}"] .sx__month-grid-day__events-more`);
    await waitFor(() => expect(moreOn('2027-03-11')).not.toBeNull());
    for (const date of ['2027-03-10', '2027-03-11']) {
      const button = moreOn(date);
      expect(button?.textContent?.trim()).toBe('+2 más');
      expect(button?.getAttribute('aria-label')).toMatch(/^\+2 más: reservas del /);
    }
  });
});
