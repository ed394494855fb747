import { createFileRoute } from '@tanstack/react-router';
import { todayInElSalvador } from '#domain/dates.ts';
import { OperationsPage } from '../../../../features/handover/operations-page.tsx';

export const Route = createFileRoute('/admin/_guard/operations/')({
  loader: ({ context }) => {
    // Imported lazily: loaders stay in the first download, which must not carry the API client.
    void import('../../../../features/handover/api/get-operations.ts').then(({ operationsQuery }) =>
      context.queryClient.prefetchQuery(operationsQuery(todayInElSalvador())),
    );
  },
  component: OperationsPage,
});
