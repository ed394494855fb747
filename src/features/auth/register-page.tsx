import { useNavigate } from '@tanstack/react-router';
import { AuthCard } from './auth-card.tsx';
import { RegisterForm } from './register-form.tsx';

export function RegisterPage() {
  const navigate = useNavigate();
  const goToLogin = () => void navigate({ to: '/login' });
  return (
    <AuthCard title="Crear cuenta" subtitle="Regístrate para reservar tu próximo vehículo" wide>
      <RegisterForm onRegistered={goToLogin} onGoToLogin={goToLogin} />
    </AuthCard>
  );
}
