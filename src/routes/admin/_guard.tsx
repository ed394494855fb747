import { createFileRoute } from '@tanstack/react-router';
import { Loading } from '../../components/ui/loading.tsx';
import { requireRole } from '../-guard.ts';

export const Route = createFileRoute('/admin/_guard')({
  beforeLoad: requireRole('admin'),
  pendingComponent: () => <Loading />,
});
