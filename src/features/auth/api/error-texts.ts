import type { ErrorTexts } from '../../../lib/api-error.ts';

/** SPEC 8, Login. */
export const LOGIN_ERROR_TEXTS: ErrorTexts = {
  otherStatus: () => 'Error del servidor',
  fallback: 'Error inesperado',
};

export const INVALID_LOGIN_RESPONSE = 'Formato de respuesta inválido del servidor';

/** SPEC 8, Register. */
export const REGISTER_ERROR_TEXTS: ErrorTexts = {
  byStatus: {
    400: 'Datos inválidos. Verifica la información ingresada.',
    403: 'Acceso denegado. Verifica que todos los datos sean correctos.',
    409: 'El usuario ya existe. Intenta con otro email o DUI.',
    422: 'Error de validación. Revisa los datos ingresados.',
  },
  fixedStatus: { 500: 'Error interno del servidor. Intenta más tarde.' },
  otherStatus: (status) => `Error del servidor (${status}).`,
  fallback: 'Error al registrar usuario. Intenta nuevamente.',
};
