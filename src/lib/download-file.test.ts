import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_TEXTS, downloadApiFile, fileNameOf } from './download-file.ts';

describe('downloadApiFile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('takes the name the server gives, else the fallback', () => {
    expect(fileNameOf('attachment; filename="reservas-2026-11-23.csv"', 'reservas.csv')).toBe(
      'reservas-2026-11-23.csv',
    );
    expect(fileNameOf(null, 'reservas.csv')).toBe('reservas.csv');
    expect(fileNameOf('attachment', 'vehiculos.csv')).toBe('vehiculos.csv');
  });

  it('says in Spanish that a download needs the network, without asking for it', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(
      downloadApiFile('/exports/vehicles.csv', 'vehiculos.csv', 'text/csv'),
    ).rejects.toThrow(DOWNLOAD_TEXTS.offline);
    expect(fetch).not.toHaveBeenCalled();
  });
});
