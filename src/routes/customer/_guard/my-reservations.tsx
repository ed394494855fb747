import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '../../../components/ui/page-heading.tsx';

export const Route = createFileRoute('/customer/_guard/my-reservations')({
  component: () => <PageHeading title="Mis Reservas" />,
});
