import { createFileRoute } from '@tanstack/react-router';
import { todayInElSalvador } from '#domain/dates.ts';
import { OperationsPage } from '../../../../features/handover/operations-page.tsx';

export const Route = createFileRoute('/admin/_guard/operations/')({
  loader: ({ context }) => {
    // Imported lazily: loaders stay in the first download, which must not carry the API client.
    // Not awaited, so the page draws at once; the shift prefetch (router.preloadRoute) awaits it.
    const ready = import('../../../../lib/operations-api.ts').then(({ operationsQuery }) =>
      context.queryClient.prefetchQuery(operationsQuery(todayInElSalvador())),
    );
    return { ready };
  },
  component: OperationsPage,
});
