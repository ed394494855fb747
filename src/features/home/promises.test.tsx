import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_SETTINGS } from '#domain/company-settings.ts';
import { ContactLinks } from '../../components/ui/contact-links.tsx';
import { SETTINGS_KEY } from '../../lib/company-settings.ts';
import { Promises } from './promises.tsx';

/** The settings as GET /api/settings gives them, already in the cache (no request is made). */
function renderWith(phone: string | null, whatsapp: string | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(SETTINGS_KEY, {
    ...DEFAULT_COMPANY_SETTINGS,
    phone,
    whatsapp,
    updatedAt: '2026-11-01T00:00:00.000Z',
  });
  render(
    <QueryClientProvider client={client}>
      <Promises />
      <ContactLinks />
    </QueryClientProvider>,
  );
}

describe("'Soporte 24/7' and the contact links (issue 28)", () => {
  afterEach(cleanup);

  it('promises support only with a phone to call, and links it', () => {
    renderWith('2250-7700', '7788-9900');
    expect(screen.getByText('Soporte 24/7')).toBeTruthy();
    const calls = screen.getAllByRole('link', { name: /Llamar al 2250-7700/ });
    expect(calls.map((link) => link.getAttribute('href'))).toEqual([
      'tel:+50322507700',
      'tel:+50322507700',
    ]);
    expect(screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toBe(
      'https://wa.me/50377889900',
    );
  });

  it('promises no support without a phone; WhatsApp alone is still offered', () => {
    renderWith(null, '7788-9900');
    expect(screen.queryByText('Soporte 24/7')).toBeNull();
    expect(screen.queryByRole('link', { name: /Llamar/ })).toBeNull();
    expect(screen.getByRole('link', { name: /WhatsApp/ })).toBeTruthy();
  });

  it('shows no contact at all when the company gives no number', () => {
    renderWith(null, null);
    expect(screen.queryByText('Soporte 24/7')).toBeNull();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});
