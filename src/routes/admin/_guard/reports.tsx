import { createFileRoute } from '@tanstack/react-router';
import { periodFromSearch } from '../../../features/reports/period-search.ts';
import { ReportsPage } from '../../../features/reports/reports-page.tsx';

/**
 * Only a component, split out by the router plugin: the period is read from the address inside
 * the page's own chunk, so the first download carries nothing of the reports (issue 16 budget).
 */
function ReportsRoute() {
  const search: Record<string, unknown> = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ReportsPage
      period={periodFromSearch(search)}
      onPeriodChange={(next) => void navigate({ search: next })}
    />
  );
}

export const Route = createFileRoute('/admin/_guard/reports')({
  component: ReportsRoute,
});
