import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanySettingsView } from '#domain/company-settings-contracts.ts';
import { api } from './api-client.ts';
import { UnexpectedResponseError } from './api-error.ts';

export const SETTINGS_KEY = ['settings'] as const;

async function fetchSettings(): Promise<CompanySettingsView> {
  const body: unknown = await api('/settings');
  if (typeof body !== 'object' || body === null || !('companyName' in body)) {
    throw new UnexpectedResponseError('La respuesta no es la configuración de la empresa');
  }
  return body as CompanySettingsView;
}

/**
 * GET /api/settings (issue 28): public, the same for everyone, and rarely changed, so one copy
 * serves every screen for ten minutes (and is kept with the query cache for offline use).
 */
export const settingsQuery = queryOptions({
  queryKey: SETTINGS_KEY,
  queryFn: fetchSettings,
  staleTime: 10 * 60_000,
});

/** The company's settings once known; undefined while loading or when they cannot be read. */
export function useCompanySettings(): CompanySettingsView | undefined {
  return useQuery(settingsQuery).data;
}
