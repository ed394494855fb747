import { z } from './zod.ts';

/**
 * The one rule every text field of the API shares (issue 9): no control characters (U+0000 to
 * U+001F, DEL and the C1 block) and no bidirectional overrides or isolates, which can make a
 * name or note read differently from what it stores. PostgreSQL refuses U+0000 outright, and
 * the others have no business in a name, e-mail, phone or URL. Fields that are written on
 * several lines (descriptions, notes) keep line breaks and tabs.
 */
export const TEXT_MESSAGES = {
  forbiddenCharacters: 'El texto contiene caracteres no permitidos (caracteres de control).',
} as const;

const BIDI_CONTROLS = '\\u202A-\\u202E\\u2066-\\u2069';
const SINGLE_LINE_FORBIDDEN = new RegExp(`[\\u0000-\\u001F\\u007F-\\u009F${BIDI_CONTROLS}]`);
const MULTI_LINE_FORBIDDEN = new RegExp(
  `[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F${BIDI_CONTROLS}]`,
);

export interface TextRule {
  /** Line breaks (\n, \r) and tabs allowed, as in a description or a note. */
  multiLine?: boolean;
}

export function hasForbiddenCharacters(value: string, rule: TextRule = {}): boolean {
  return (rule.multiLine ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);
}

/**
 * A string field that refuses forbidden characters before anything else is said about it;
 * chain .trim(), .min(), .max() after it as with z.string(). `error` is the message for a value
 * that is not text at all (usually the field's "required" message).
 */
export function textField(error: string, rule: TextRule = {}) {
  return z.string({ error }).refine((value) => !hasForbiddenCharacters(value, rule), {
    message: TEXT_MESSAGES.forbiddenCharacters,
    abort: true,
  });
}
