import { createFileRoute } from '@tanstack/react-router';
import { validateCatalogueSearch } from '../../features/catalogue/catalogue-search.ts';
import { VehiclesPage } from '../../features/catalogue/vehicles-page.tsx';

export const Route = createFileRoute('/customer/vehicles')({
  validateSearch: validateCatalogueSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // Not awaited: the page draws its own loading state; the results and the first photo are
    // on their way meanwhile. Imported lazily: the API client stays out of the first download.
    void import('../../features/catalogue/prefetch-results.ts')
      .then(({ prefetchResults }) => prefetchResults(context.queryClient, deps))
      .catch(() => undefined);
  },
  component: VehiclesPage,
});
