import { queryOptions } from '@tanstack/react-query';
import type { PublicUser } from '#domain/roles.ts';
import type { DocumentType } from '#domain/user.ts';
import { api } from '../../../lib/api-client.ts';

export interface Profile extends PublicUser {
  phoneNumber: string;
  /** Issue 28: the document the customer registered with. */
  documentType: DocumentType;
  documentNumber: string;
  /** ISO 3166 alpha-2 for a passport, null for a DUI. */
  nationality: string | null;
}

/**
 * GET /api/auth/profile: the signed-in account with its phone, which a delivery offers as the
 * contact by default. Keyed by user so a shared device never offers the previous person's phone.
 */
export function profileQueryOptions(userId: number | string | undefined) {
  return queryOptions({
    queryKey: ['profile', userId ?? null],
    queryFn: async () => (await api<{ user: Profile }>('/auth/profile')).user,
    staleTime: 5 * 60_000,
  });
}
