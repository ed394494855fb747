import { api } from '../../../lib/api-client.ts';
import { UnexpectedResponseError } from '../../../lib/api-error.ts';
import type { StoredUser } from '../../../lib/session.ts';
import { INVALID_LOGIN_RESPONSE } from './error-texts.ts';

export interface Credentials {
  email: string;
  password: string;
}

export interface LoginAnswer {
  token: string;
  user: StoredUser;
}

function isLoginAnswer(body: unknown): body is LoginAnswer {
  if (typeof body !== 'object' || body === null) return false;
  const { token, user } = body as Record<string, unknown>;
  return typeof token === 'string' && token !== '' && typeof user === 'object' && user !== null;
}

export async function login({ email, password }: Credentials): Promise<LoginAnswer> {
  const body: unknown = await api('/auth/login', {
    method: 'POST',
    body: { email: email.trim().toLowerCase(), password },
  });
  if (!isLoginAnswer(body)) throw new UnexpectedResponseError(INVALID_LOGIN_RESPONSE);
  return body;
}
