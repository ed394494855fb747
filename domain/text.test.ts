import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacters, TEXT_MESSAGES, textField } from './text.ts';

describe('the shared text rule', () => {
  it('refuses control characters and bidi overrides in single-line text', () => {
    for (const bad of [
      'a\u0000b',
      'a\nb',
      'a\tb',
      'a\u001Fb',
      'a\u007Fb',
      'a\u0085b',
      'a\u202Eb',
      'a\u2066b',
    ]) {
      expect(hasForbiddenCharacters(bad), JSON.stringify(bad)).toBe(true);
    }
    for (const good of ['Ana Pérez', 'ñandú 4x4', 'O’Brien', '2250-7000', '👍']) {
      expect(hasForbiddenCharacters(good)).toBe(false);
    }
  });

  it('keeps line breaks and tabs where a field is multi-line, and nothing else', () => {
    expect(hasForbiddenCharacters('Cambio de aceite\r\n\tFiltros', { multiLine: true })).toBe(
      false,
    );
    expect(hasForbiddenCharacters('nota\u0000', { multiLine: true })).toBe(true);
    expect(hasForbiddenCharacters('nota\u202E', { multiLine: true })).toBe(true);
  });

  it('answers in Spanish before any other rule of the field', () => {
    const field = textField('El nombre es requerido').trim().min(2, 'corto');
    const result = field.safeParse('\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      TEXT_MESSAGES.forbiddenCharacters,
    ]);
    expect(field.parse('  Ana ')).toBe('Ana');
  });
});
