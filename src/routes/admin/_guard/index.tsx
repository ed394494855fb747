import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '../../../components/ui/page-heading.tsx';

export const Route = createFileRoute('/admin/_guard/')({
  component: () => <PageHeading title="Dashboard" />,
});
