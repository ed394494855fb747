import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RETURN_PATH_KEY } from '../../lib/return-path.ts';
import type { Vehicle } from '../../lib/vehicles.ts';
import { renderWithRouter } from '../../test/render-with-router.tsx';
import { VehicleCard, type Viewer } from './vehicle-card.tsx';

const corolla = {
  id: 7,
  name: 'Corolla',
  brand: 'Toyota',
  model: 'LE 2024',
  type: 'Sedan',
  capacity: 5,
  pricePerDay: 45,
  mainImageUrl: '/vehicles/sedan-1.svg',
  status: 'maintenanceCompleted',
} as unknown as Vehicle;

const dates = { start: '2026-08-01', end: '2026-08-04' };

function renderCard(viewer: Viewer, extra: { days?: number; totalPrice?: number } = {}) {
  return renderWithRouter(() => (
    <VehicleCard vehicle={{ ...corolla, ...extra }} dates={dates} viewer={viewer} />
  ));
}

describe('VehicleCard', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('shows the daily price, and the days and total when a range was searched', async () => {
    await renderCard('visitor', { days: 3, totalPrice: 135 });
    expect(screen.getByText('Renta por dia:').textContent).toBe('Renta por dia: $45.00');
    expect(screen.getByText(/3 días · Total:/).textContent).toBe('3 días · Total: $135.00');
  });

  it('has no total without a range', async () => {
    await renderCard('visitor');
    expect(screen.queryByText(/Total:/)).toBeNull();
  });

  it('hides the picture when it fails to load', async () => {
    await renderCard('visitor');
    const image = screen.getByRole('img', { name: 'Toyota Corolla' });
    fireEvent.error(image);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('sends a visitor to sign in, remembering the reservation page with the dates', async () => {
    await renderCard('visitor');
    const rent = screen.getByRole('link', { name: 'Alquilar Toyota Corolla' });
    expect(rent.getAttribute('href')).toBe('/login');
    fireEvent.click(rent);
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBe(
      '/customer/reservation-page/7?start=2026-08-01&end=2026-08-04',
    );
  });

  it('takes a customer straight to the reservation page, and offers admins nothing', async () => {
    await renderCard('customer');
    expect(screen.getByRole('link', { name: 'Alquilar Toyota Corolla' }).getAttribute('href')).toBe(
      '/customer/reservation-page/7?start=2026-08-01&end=2026-08-04',
    );
    cleanup();
    await renderCard('admin');
    expect(screen.queryByRole('link', { name: /Alquilar/ })).toBeNull();
  });
});
