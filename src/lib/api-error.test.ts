import { describe, expect, it, vi } from 'vitest';
import { REGISTER_ERROR_TEXTS } from '../features/auth/api/error-texts.ts';
import { apiFailure as failure, networkFailure } from '../test/api-failure.ts';
import {
  apiErrorMessage,
  CONNECTION_ERROR,
  type ErrorTexts,
  OFFLINE_NEEDS_NETWORK,
  UnexpectedResponseError,
} from './api-error.ts';

const texts: ErrorTexts = {
  byStatus: { 404: 'No encontrado' },
  fixedStatus: { 500: 'Error interno' },
  otherStatus: (status) => `Error del servidor (${status}).`,
  fallback: 'Algo falló',
};

describe('apiErrorMessage', () => {
  it('says the server is unreachable when a request is refused on a line that is up', async () => {
    expect(apiErrorMessage(await networkFailure(), texts)).toBe(CONNECTION_ERROR);
  });

  it('says the device is offline, not that the server is down, when the browser is offline', async () => {
    const failure = await networkFailure();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(apiErrorMessage(failure, texts)).toBe(OFFLINE_NEEDS_NETWORK);
    expect(OFFLINE_NEEDS_NETWORK).toBe('Sin conexión: esta información necesita internet');
    onLine.mockRestore();
  });

  it('treats a gateway error without a message of ours as an unreachable server', async () => {
    expect(apiErrorMessage(await failure(502), texts)).toBe(CONNECTION_ERROR);
    expect(apiErrorMessage(await failure(503, { message: 'En mantenimiento' }), texts)).toBe(
      'En mantenimiento',
    );
  });

  it("prefers the server's own Spanish message", async () => {
    const error = await failure(409, { error: 'USER_EXISTS', message: 'Ya existe' });
    expect(apiErrorMessage(error, texts)).toBe('Ya existe');
  });

  it('falls back per status, then for any other status', async () => {
    expect(apiErrorMessage(await failure(404), texts)).toBe('No encontrado');
    expect(apiErrorMessage(await failure(418, {}), texts)).toBe('Error del servidor (418).');
  });

  it('uses the fixed text for a status whatever the server says', async () => {
    const error = await failure(500, { message: 'stack trace...' });
    expect(apiErrorMessage(error, texts)).toBe('Error interno');
  });

  it('shows the text of an unexpected answer, and the fallback for anything else', () => {
    expect(apiErrorMessage(new UnexpectedResponseError('Formato inválido'), texts)).toBe(
      'Formato inválido',
    );
    expect(apiErrorMessage(new Error('undefined is not a function'), texts)).toBe('Algo falló');
  });

  it('words registration failures as SPEC 8 says', async () => {
    expect(apiErrorMessage(await failure(403), REGISTER_ERROR_TEXTS)).toBe(
      'Acceso denegado. Verifica que todos los datos sean correctos.',
    );
    expect(apiErrorMessage(await failure(409), REGISTER_ERROR_TEXTS)).toBe(
      'El usuario ya existe. Intenta con otro email o DUI.',
    );
    expect(apiErrorMessage(await failure(500), REGISTER_ERROR_TEXTS)).toBe(
      'Error interno del servidor. Intenta más tarde.',
    );
    expect(apiErrorMessage(await failure(418), REGISTER_ERROR_TEXTS)).toBe(
      'Error del servidor (418).',
    );
  });
});
