import { createFileRoute } from '@tanstack/react-router';
import { Loading } from '../../components/ui/loading.tsx';
import { requireRole } from '../-guard.ts';

export const Route = createFileRoute('/customer/_guard')({
  beforeLoad: requireRole('customer'),
  pendingComponent: () => <Loading />,
});
