import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/login-page.tsx';
import { basePathFor } from '../lib/return-path.ts';

export const Route = createFileRoute('/login')({
  beforeLoad: ({ context }) => {
    const { user } = context.session.getSnapshot();
    if (user) throw redirect({ to: basePathFor(user.routeRole), replace: true });
  },
  component: LoginPage,
});
