import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, todayInElSalvador } from '#domain/dates.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { testReservation } from '../../test/test-reservation.ts';
import { OperationCard } from './operation-card.tsx';

afterEach(cleanup);

const today = todayInElSalvador();

describe('OperationCard', () => {
  it('tells the counter where a delivered car goes and whom to call (issue 17)', async () => {
    const reservation = testReservation(7, {
      startDate: today,
      endDate: addDays(today, 2),
      delivery: { mode: 'delivery', address: 'Col. Escalón, calle 3 #12', phone: '2233-4455' },
    });
    await renderWithRouter(() => (
      <ul>
        <OperationCard reservation={reservation} pending={undefined} />
      </ul>
    ));
    const item = await screen.findByRole('listitem');
    expect(item.textContent).toContain('Entrega a domicilio');
    expect(item.textContent).toContain('Col. Escalón, calle 3 #12');
    expect(screen.getByRole('link', { name: '2233-4455' }).getAttribute('href')).toBe(
      'tel:+50322334455',
    );
  });

  it('says a pickup is at the agency', async () => {
    const reservation = testReservation(8, { startDate: today, endDate: addDays(today, 1) });
    await renderWithRouter(() => (
      <ul>
        <OperationCard reservation={reservation} pending={undefined} />
      </ul>
    ));
    expect((await screen.findByRole('listitem')).textContent).toContain('Recoger en la agencia');
  });
});
