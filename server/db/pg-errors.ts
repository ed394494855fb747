/** The SQLSTATE of a database error, looking through the wrappers Drizzle puts around it. */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const EXCLUSION_VIOLATION = '23P01';
export const CHECK_VIOLATION = '23514';
export const SERIALIZATION_FAILURE = '40001';
export const DEADLOCK_DETECTED = '40P01';
export const FOREIGN_KEY_VIOLATION = '23503';
/** U+0000 in text, or bytes the database encoding cannot hold. */
export const UNTRANSLATABLE_CHARACTER = '22P05';
export const CHARACTER_NOT_IN_REPERTOIRE = '22021';
