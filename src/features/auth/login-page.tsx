import { useMutation } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { landingPathAfterLogin, takeReturnPath } from '../../lib/return-path.ts';
import { session } from '../../lib/session.ts';
import { LOGIN_ERROR_TEXTS } from './api/error-texts.ts';
import { type Credentials, login } from './api/login.ts';
import { AuthCard } from './auth-card.tsx';

export function LoginPage() {
  const router = useRouter();
  const navigate = useNavigate();
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '' });

  const mutation = useMutation({
    mutationFn: async (input: Credentials) => session.login(await login(input)),
    networkMode: 'always',
    onSuccess: (user) => {
      const target = landingPathAfterLogin(user.routeRole, takeReturnPath());
      void router.navigate({ href: target, replace: true });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    mutation.mutate(credentials);
  }

  const update = (field: keyof Credentials) => (event: { target: { value: string } }) =>
    setCredentials((current) => ({ ...current, [field]: event.target.value }));

  return (
    <AuthCard title="Inicio de sesión" subtitle="Ingresa tus credenciales">
      <form onSubmit={submit} className="flex flex-col gap-5">
        {mutation.isError ? (
          <Alert tone="error">
            {apiErrorMessage(mutation.error, LOGIN_ERROR_TEXTS) || 'Credenciales inválidas'}
          </Alert>
        ) : null}
        <TextField
          label="Correo electrónico"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={credentials.email}
          onChange={update('email')}
        />
        <TextField
          label="Contraseña"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={credentials.password}
          onChange={update('password')}
        />
        <Button type="submit" disabled={mutation.isPending} className="w-full">
          {mutation.isPending ? 'Iniciando sesión...' : 'Iniciar sesión'}
        </Button>
      </form>
      <div className="mt-6 border-t border-navy-700 pt-6">
        <Button
          variant="secondary"
          className="w-full"
          onClick={() => navigate({ to: '/register' })}
        >
          Crear nueva cuenta
        </Button>
      </div>
    </AuthCard>
  );
}
