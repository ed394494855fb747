import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInElSalvador } from '#domain/dates.ts';
import { createTestApp, ENGINES } from '#test/app.ts';
import type { App } from '../app.ts';
import { DEFAULT_LOGIN_THROTTLE } from '../config.ts';
import { loginVerdict } from '../services/login-throttle.ts';

const valid = {
  firstName: 'Ana',
  lastName: 'Pérez',
  birthDate: '1995-05-20',
  dui: '12345678-9',
  phoneNumber: '7777-8888',
  email: 'ana.perez@example.com',
  password: 'Volcan-2026',
  confirmPassword: 'Volcan-2026',
};

function yearsAgo(years: number, extraDays = 0): string {
  const today = todayInElSalvador();
  const shifted = `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;
  return addDays(shifted.endsWith('02-29') ? addDays(shifted, -1) : shifted, extraDays);
}

describe.each(ENGINES)('auth API on %s', (engine) => {
  let app: App;
  let counter = 0;

  /** A registration body that collides with nothing registered before. */
  function fresh(overrides: Record<string, unknown> = {}) {
    counter += 1;
    const n = String(counter).padStart(3, '0');
    return {
      ...valid,
      email: `user${n}@example.com`,
      dui: `55555${n}-1`,
      ...overrides,
    };
  }

  const register = (payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });
  const login = (email: string, password: string, remoteAddress = '10.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress,
    });

  beforeAll(async () => {
    app = await createTestApp(engine);
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('register', () => {
    it('creates a customer and stores DUI, phone and e-mail in their official format', async () => {
      const res = await register(
        fresh({ dui: '987654321', phoneNumber: '22501234', email: '  Ana.Mixed@Example.COM ' }),
      );
      expect(res.statusCode).toBe(201);
      const { user } = res.json();
      expect(user).toMatchObject({
        role: 'USER',
        email: 'ana.mixed@example.com',
        firstName: 'Ana',
      });
      expect(user.name).toBe('Ana Pérez');
      const row = await app.database.db.query.users.findFirst({
        where: (u, { eq }) => eq(u.id, user.id),
      });
      expect(row).toMatchObject({ dui: '98765432-1', phoneNumber: '2250-1234' });
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });

    it.each([
      ['firstName', '', 'El nombre es requerido'],
      ['firstName', '  A ', 'El nombre debe tener al menos 2 caracteres'],
      ['lastName', undefined, 'El apellido es requerido'],
      ['lastName', 'B', 'El apellido debe tener al menos 2 caracteres'],
      ['birthDate', '', 'La fecha de nacimiento es requerida'],
      ['birthDate', '1990-02-30', 'La fecha de nacimiento no es válida'],
      ['dui', '', 'El DUI es requerido'],
      ['dui', '1234567', 'El DUI debe tener 9 dígitos'],
      ['dui', '12345678A', 'El DUI debe tener 9 dígitos'],
      ['dui', '1234567890', 'El DUI debe tener 9 dígitos'],
      ['phoneNumber', '', 'El número de teléfono es requerido'],
      ['phoneNumber', '7777-888', 'El número de teléfono debe tener 8 dígitos'],
      ['email', '', 'El correo electrónico es requerido'],
      ['email', 'ana@', 'El correo electrónico no es válido'],
      ['password', '', 'La contraseña es requerida'],
      ['password', 'ab1', 'La contraseña debe tener al menos 6 caracteres'],
      [
        'password',
        'password123',
        'Esa contraseña es demasiado común. Elige otra más difícil de adivinar.',
      ],
      ['confirmPassword', '', 'La confirmación de contraseña es requerida'],
      ['confirmPassword', 'Volcan-2027', 'Las contraseñas no coinciden'],
    ])('refuses %s = %j with «%s»', async (field, value, message) => {
      const body: Record<string, unknown> = fresh({ [field]: value });
      if (field === 'password') body.confirmPassword = value;
      if (value === undefined) delete body[field];
      const res = await register(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', fields: { [field]: message } });
    });

    it('enforces the age window of 18 to 100 years in El Salvador time', async () => {
      const minor = await register(fresh({ birthDate: yearsAgo(18, 1) }));
      expect(minor.json().fields).toEqual({ birthDate: 'Debes ser mayor de 18 años' });
      const adult = await register(fresh({ birthDate: yearsAgo(18) }));
      expect(adult.statusCode).toBe(201);
      const old = await register(fresh({ birthDate: yearsAgo(101) }));
      expect(old.json().fields).toEqual({ birthDate: 'Por favor verifica la fecha de nacimiento' });
    });

    it('reports every broken field at once, with the first as the message', async () => {
      const res = await register({ confirmPassword: 'x' });
      const body = res.json();
      expect(res.statusCode).toBe(400);
      expect(Object.keys(body.fields)).toEqual(
        expect.arrayContaining([
          'firstName',
          'lastName',
          'birthDate',
          'dui',
          'phoneNumber',
          'email',
          'password',
        ]),
      );
      expect(body.message).toBe(body.fields.firstName);
    });

    it('never lets a caller choose a role or add fields', async () => {
      const res = await register(fresh({ role: 'ADMIN' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Campo no permitido: role');
    });

    it('answers 409 with the spec message for a repeated e-mail or DUI', async () => {
      const first = fresh();
      expect((await register(first)).statusCode).toBe(201);
      const sameEmail = await register(fresh({ email: first.email.toUpperCase() }));
      expect(sameEmail.statusCode).toBe(409);
      expect(sameEmail.json()).toEqual({
        error: 'USER_EXISTS',
        message: 'El usuario ya existe. Intenta con otro email o DUI.',
      });
      const sameDui = await register(fresh({ dui: first.dui.replace('-', '') }));
      expect(sameDui.statusCode).toBe(409);
    });

    it('gives Spanish 4xx answers to malformed, mistyped and oversized bodies', async () => {
      const malformed = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: '{"firstName": ',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe('El cuerpo de la solicitud no es un JSON válido.');

      const wrongType = await register(fresh({ firstName: 42 }));
      expect(wrongType.statusCode).toBe(400);
      expect(wrongType.json().fields.firstName).toBe('El nombre es requerido');

      const huge = await register(fresh({ firstName: 'x'.repeat(100_000) }));
      expect(huge.statusCode).toBe(413);
      expect(huge.json().message).toBe('La solicitud es demasiado grande.');

      const text = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'text/plain' },
        payload: 'hola',
      });
      expect(text.statusCode).toBe(415);
    });
  });

  describe('login', () => {
    const account = fresh({ email: 'login.user@example.com', dui: '11111111-1' });

    beforeAll(async () => {
      expect((await register(account)).statusCode).toBe(201);
    });

    it('returns a token and the public user', async () => {
      const res = await login('LOGIN.user@example.com ', account.password);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(body.user).toEqual({
        id: expect.any(Number),
        role: 'USER',
        firstName: 'Ana',
        lastName: 'Pérez',
        name: 'Ana Pérez',
        email: 'login.user@example.com',
      });
      const header = JSON.parse(Buffer.from(body.token.split('.')[0], 'base64url').toString());
      expect(header.alg).toBe('HS256');
    });

    it('answers a wrong password and an unknown e-mail alike', async () => {
      const wrong = await login(account.email, 'not-the-password', '10.0.0.2');
      const unknown = await login('nobody@example.com', 'whatever-pass', '10.0.0.2');
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json()).toEqual({ error: 'UNAUTHORIZED', message: 'Credenciales inválidas' });
    });

    it('blocks one address guessing one e-mail after five failures, not the owner elsewhere', async () => {
      const target = fresh({ email: 'victim@example.com', dui: '22222222-2' });
      await register(target);
      for (let i = 0; i < 5; i++) {
        expect((await login(target.email, `wrong-${i}`, '10.1.0.1')).statusCode).toBe(401);
      }
      const blocked = await login(target.email, target.password, '10.1.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe(
        'Demasiados intentos fallidos. Espera unos minutos e inténtalo de nuevo.',
      );
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect((await login(target.email, target.password, '10.1.0.99')).statusCode).toBe(200);
    });

    it('slows an e-mail guessed from many addresses, and never blocks its owner', async () => {
      const target = fresh({ email: 'spread@example.com', dui: '22222223-2' });
      await register(target);
      for (let i = 0; i < 8; i++) {
        expect((await login(target.email, `wrong-${i}`, `10.1.1.${i}`)).statusCode).toBe(401);
      }
      // Eight failures, five free: each attempt now waits 250 ms x 2^3 = 2 s before its answer.
      const started = Date.now();
      const owner = await login(target.email, target.password, '10.1.1.200');
      expect(owner.statusCode).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
      // Signing in forgives the e-mail's failures: the next attempt is not held.
      const verdict = await loginVerdict(
        app.database.db,
        DEFAULT_LOGIN_THROTTLE,
        '10.1.1.7',
        target.email,
      );
      expect(verdict).toEqual({ retryAfterSeconds: null, delayMs: 0 });
    });

    it('blocks an address after twenty failures across different e-mails', async () => {
      for (let i = 0; i < 20; i++) {
        await login(`probe${i}@example.com`, 'guess-123', '10.2.0.1');
      }
      expect((await login(account.email, account.password, '10.2.0.1')).statusCode).toBe(429);
      expect((await login(account.email, account.password, '10.2.0.2')).statusCode).toBe(200);
    });
  });

  describe('validate', () => {
    const validate = (authorization?: string) =>
      app.inject({
        method: 'GET',
        url: '/api/auth/validate',
        headers: authorization ? { authorization } : {},
      });

    it('returns the current user for a valid token', async () => {
      const account = fresh();
      await register(account);
      const { token } = (await login(account.email, account.password, '10.3.0.1')).json();
      const res = await validate(`Bearer ${token}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().user.email).toBe(account.email);
    });

    it('refuses missing, expired, tampered and foreign tokens with 401', async () => {
      expect((await validate()).statusCode).toBe(401);
      const expired = app.jwt.sign({ sub: '1', role: 'USER' }, { expiresIn: -10 });
      expect((await validate(`Bearer ${expired}`)).statusCode).toBe(401);
      const account = fresh();
      await register(account);
      const { token } = (await login(account.email, account.password, '10.3.0.2')).json();
      const [head, payload, signature] = token.split('.');
      const forgedPayload = Buffer.from(
        JSON.stringify({
          ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
          role: 'ADMIN',
        }),
      ).toString('base64url');
      expect((await validate(`Bearer ${head}.${forgedPayload}.${signature}`)).statusCode).toBe(401);
      const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
      expect((await validate(`Bearer ${none}`)).statusCode).toBe(401);
      const res = await validate('Bearer not-a-token');
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(
        'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.',
      );
    });
  });

  it('never puts a password hash in any answer', async () => {
    const account = fresh();
    const bodies = [(await register(account)).body];
    const signedIn = await login(account.email, account.password, '10.4.0.1');
    bodies.push(signedIn.body);
    bodies.push(
      (
        await app.inject({
          method: 'GET',
          url: '/api/auth/validate',
          headers: { authorization: `Bearer ${signedIn.json().token}` },
        })
      ).body,
    );
    for (const body of bodies) {
      expect(body).not.toMatch(/argon2|passwordHash|password_hash/);
    }
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: 'NOT_FOUND', message: 'Recurso no encontrado.' });
  });

  it('sends security headers with a same-origin content security policy', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
