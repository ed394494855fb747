/**
 * Vehicle plates (issue 28), El Salvador style: the class letters ('P' particular, 'A' alquiler,
 * 'C' comercial, 'M' moto, 'N', 'AB'…) and up to six digits, written 'P 123-456'. People type
 * them any way ('p123456', 'P-123 456'): the API stores the canonical form, and two plates are
 * the same when their letters and digits are (plateKey; migration 0024 indexes that key).
 */

export const PLATE_MESSAGES = {
  plateRequired: 'La placa es requerida',
  plateInvalid: 'La placa no es válida. Usa el formato de El Salvador, por ejemplo P 123-456.',
  plateTaken: 'Ya hay un vehículo de la flota con esa placa.',
  noPlate: 'Sin placa',
} as const;

/** Letters and digits only, upper case: what uniqueness and search compare. */
export function plateKey(plate: string): string {
  return plate.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}

/** 'p123456' -> 'P 123-456', 'c 12345' -> 'C 12-345', 'n 123' -> 'N 123'; null when no plate. */
export function normalizePlate(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length > 20 || !/^[A-Za-z0-9\s-]+$/.test(trimmed)) return null;
  const match = /^([A-Z]{1,2})(\d{3,6})$/.exec(plateKey(trimmed));
  if (!match) return null;
  const [, letters = '', digits = ''] = match;
  const grouped = digits.length > 3 ? `${digits.slice(0, -3)}-${digits.slice(-3)}` : digits;
  return `${letters} ${grouped}`;
}

/** What staff screens show for a vehicle's plate. */
export function plateLabel(plate: string | null | undefined): string {
  return plate || PLATE_MESSAGES.noPlate;
}
