import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '../../../components/ui/page-heading.tsx';

export const Route = createFileRoute('/admin/_guard/reservation')({
  component: () => <PageHeading title="Gestión de Reservas" />,
});
