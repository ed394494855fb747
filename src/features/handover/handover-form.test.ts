import { describe, expect, it } from 'vitest';
import { PHOTO_ANGLES } from '#domain/handover.ts';
import { draftToRecord, EMPTY_DRAFT, hasErrors, validateDraft } from './handover-form.ts';

const allPhotos = Object.fromEntries(PHOTO_ANGLES.map((angle, i) => [angle, String(i).repeat(64)]));

describe('validateDraft', () => {
  it('asks for the odometer, the fuel and each of the six photos', () => {
    const errors = validateDraft(EMPTY_DRAFT);
    expect(errors.odometer).toBe('El odómetro es requerido');
    expect(errors.fuel).toBe('El nivel de combustible es requerido');
    expect(Object.values(errors.photos ?? {})).toEqual([
      'Falta la foto: Frente',
      'Falta la foto: Trasera',
      'Falta la foto: Lateral izquierdo',
      'Falta la foto: Lateral derecho',
      'Falta la foto: Interior',
      'Falta la foto: Tablero',
    ]);
  });

  it('refuses an odometer that is not whole kilometres', () => {
    expect(validateDraft({ ...EMPTY_DRAFT, odometer: '12a' }).odometer).toBe(
      'El odómetro debe ser un número entero de kilómetros, 0 o mayor',
    );
  });

  it('refuses a return reading below the pickup reading', () => {
    const errors = validateDraft({ ...EMPTY_DRAFT, odometer: '11999' }, 12_000);
    expect(errors.odometer).toMatch(/^El odómetro no puede ser menor a 12[.,]000 km$/);
  });

  it('accepts a complete draft and turns it into the API body', () => {
    const draft = { odometer: '12,500', fuel: 6, photos: allPhotos, notes: ' Rayón leve ' };
    expect(hasErrors(validateDraft(draft, 12_000))).toBe(false);
    expect(draftToRecord(draft, { signature: 'f'.repeat(64) })).toEqual({
      odometer: 12500,
      fuel: 6,
      notes: 'Rayón leve',
      photos: PHOTO_ANGLES.map((angle) => ({ angle, sha256: allPhotos[angle] })),
      signature: 'f'.repeat(64),
    });
  });
});
