import { describe, expect, it } from 'vitest';
import { accountRows } from './account-panel.tsx';
import type { Profile } from './api/get-profile.ts';

const person = {
  id: 7,
  role: 'USER',
  firstName: 'Jane',
  lastName: 'Doe',
  name: 'Jane Doe',
  email: 'jane@example.com',
} as const;

describe("'Mis datos' (issue 28)", () => {
  it('names a DUI by its type and number, with the phone', () => {
    const profile: Profile = {
      ...person,
      phoneNumber: '7777-8888',
      documentType: 'dui',
      documentNumber: '01234567-8',
      nationality: null,
    };
    expect(accountRows(profile)).toEqual([
      { term: 'Documento', value: 'DUI 01234567-8' },
      { term: 'Teléfono', value: '7777-8888' },
    ]);
  });

  it('names a passport with its nationality in Spanish', () => {
    const profile: Profile = {
      ...person,
      phoneNumber: '+13055550100',
      documentType: 'passport',
      documentNumber: 'X1234567',
      nationality: 'US',
    };
    expect(accountRows(profile)).toEqual([
      { term: 'Documento', value: 'Pasaporte X1234567' },
      { term: 'Nacionalidad', value: 'Estados Unidos' },
      { term: 'Teléfono', value: '+13055550100' },
    ]);
  });
});
