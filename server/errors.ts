import type { FieldErrors } from '#domain/user.ts';

/** An error a client can act on: an HTTP status, a stable code for programs, Spanish for people. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const unauthorized = (
  message = 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.',
) => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'No tienes permisos para realizar esta acción.') =>
  new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Recurso no encontrado.') =>
  new AppError(404, 'NOT_FOUND', message);
export const conflict = (code: string, message: string, extra?: Record<string, unknown>) =>
  new AppError(409, code, message, undefined, extra);
export const validationError = (fields: FieldErrors) =>
  new AppError(400, 'VALIDATION_ERROR', Object.values(fields)[0] ?? 'Datos inválidos.', fields);
