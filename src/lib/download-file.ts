import { api } from './api-client.ts';
import { apiErrorMessage, isFetchError, isOfflineFailure } from './api-error.ts';

export const DOWNLOAD_TEXTS = {
  offline: 'Sin conexión: la descarga necesita internet. Inténtalo al recuperar la conexión.',
  failed: (reason: string) => `No se pudo descargar el archivo: ${reason}`,
  fallback: 'Error al generar el archivo',
  done: (name: string) => `Descargado ${name}`,
} as const;

/** The name the server gives the file ('attachment; filename="reservas-2026-11-23.csv"'). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Downloads an API file that needs the bearer token (a plain link cannot send it): fetched as a
 * blob, then saved through a temporary object URL. Answers the file name; throws an Error with
 * a Spanish message when it cannot.
 */
export async function downloadApiFile(
  path: string,
  fallbackName: string,
  accept: string,
): Promise<string> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new Error(DOWNLOAD_TEXTS.offline);
  }
  let name: string;
  let blob: Blob;
  try {
    const response = await api.raw<Blob, 'blob'>(path, {
      responseType: 'blob',
      // JSON too: a refusal comes as a Spanish message.
      headers: { Accept: `${accept}, application/json` },
      // A big export takes longer than the lists' ten seconds.
      timeout: 120_000,
    });
    if (!response._data) throw new Error(DOWNLOAD_TEXTS.fallback);
    blob = response._data;
    name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  } catch (error) {
    if (isFetchError(error) && error.response === undefined && isOfflineFailure(error)) {
      throw new Error(DOWNLOAD_TEXTS.offline);
    }
    throw new Error(DOWNLOAD_TEXTS.failed(await errorReason(error)));
  }
  downloadBlob(blob, name);
  return name;
}

/** An error answer arrives as a blob too: its JSON message is read back out of it. */
async function errorReason(error: unknown): Promise<string> {
  if (isFetchError(error) && error.data instanceof Blob) {
    try {
      const body = JSON.parse(await error.data.text()) as { message?: unknown };
      if (typeof body.message === 'string' && body.message) return body.message;
    } catch {
      // Not JSON: the generic message below says enough.
    }
  }
  return apiErrorMessage(error, { fallback: DOWNLOAD_TEXTS.fallback });
}

/** Saves a blob the page fetched (with its bearer token) as a file in the user's downloads. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked a little later: some browsers read the URL after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
