import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '../../components/ui/page-heading.tsx';

export const Route = createFileRoute('/customer/vehicles')({
  component: () => <PageHeading title="Vehículos Disponibles" />,
});
