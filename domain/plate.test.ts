import { describe, expect, it } from 'vitest';
import { normalizePlate, plateKey, plateLabel } from './plate.ts';

describe('plates (issue 28)', () => {
  it('writes a plate upper case with canonical spacing, however it was typed', () => {
    expect(normalizePlate('p123456')).toBe('P 123-456');
    expect(normalizePlate(' P-123 456 ')).toBe('P 123-456');
    expect(normalizePlate('c 12345')).toBe('C 12-345');
    expect(normalizePlate('AB 1234')).toBe('AB 1-234');
    expect(normalizePlate('n123')).toBe('N 123');
  });

  it('refuses what is no El Salvador plate', () => {
    for (const bad of ['', '123456', 'P', 'P 12', 'ABC 123', 'P 1234567', 'P_123456', 'Ñ 123']) {
      expect(normalizePlate(bad), bad).toBeNull();
    }
  });

  it('compares letters and digits only, and names a missing plate for staff', () => {
    expect(plateKey('p 123-456')).toBe(plateKey('P123456'));
    expect(plateLabel(null)).toBe('Sin placa');
    expect(plateLabel('P 123-456')).toBe('P 123-456');
  });
});
