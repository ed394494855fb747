import { api } from '../../../lib/api-client.ts';
import type { RegisterPayload } from '../register-fields.ts';

export function registerUser(payload: RegisterPayload): Promise<unknown> {
  return api('/auth/register', { method: 'POST', body: payload });
}
