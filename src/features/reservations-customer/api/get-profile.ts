import { queryOptions } from '@tanstack/react-query';
import type { PublicUser } from '#domain/roles.ts';
import { api } from '../../../lib/api-client.ts';

export interface Profile extends PublicUser {
  phoneNumber: string;
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
