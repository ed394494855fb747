import { describe, expect, it } from 'vitest';
import { isAdmin } from './roles.ts';
import { fieldErrorsOf, registerInput } from './user.ts';

const valid = {
  firstName: 'Ana',
  lastName: 'Pérez',
  birthDate: '1995-05-20',
  dui: '123456789',
  phoneNumber: '77778888',
  email: ' Ana@Example.com ',
  password: 'Volcan-2026',
  confirmPassword: 'Volcan-2026',
};

describe('registration contract', () => {
  it('normalises DUI, phone and e-mail to the formats we store', () => {
    const data = registerInput.parse(valid);
    expect(data).toMatchObject({
      dui: '12345678-9',
      phoneNumber: '7777-8888',
      email: 'ana@example.com',
    });
  });

  it('reports a password mismatch together with every other broken field', () => {
    const result = registerInput.safeParse({
      ...valid,
      firstName: '',
      birthDate: '',
      password: 'abc',
      confirmPassword: 'abd',
    });
    if (result.success) throw new Error('expected the registration to be refused');
    expect(fieldErrorsOf(result.error)).toMatchObject({
      firstName: 'El nombre es requerido',
      birthDate: 'La fecha de nacimiento es requerida',
      password: 'La contraseña debe tener al menos 6 caracteres',
      confirmPassword: 'Las contraseñas no coinciden',
    });
  });

  it('asks for the confirmation instead of calling an empty one a mismatch', () => {
    const result = registerInput.safeParse({ ...valid, confirmPassword: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'La confirmación de contraseña es requerida',
    ]);
  });
});

it('refuses fields the form does not have, such as a role', () => {
  const result = registerInput.safeParse({ ...valid, role: 'ADMIN' });
  expect(result.error?.issues.map((i) => i.message)).toEqual(['Campo no permitido: role']);
});

describe('isAdmin', () => {
  it('recognises ADMIN in the role or the roles list, in any case', () => {
    expect(isAdmin({ role: 'admin' })).toBe(true);
    expect(isAdmin({ role: 'USER', roles: ['user', 'Admin'] })).toBe(true);
    expect(isAdmin({ role: 'USER' })).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});
