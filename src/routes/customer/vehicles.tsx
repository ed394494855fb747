import { createFileRoute } from '@tanstack/react-router';
import { validateCatalogueSearch } from '../../features/catalogue/catalogue-search.ts';
import { VehiclesPage } from '../../features/catalogue/vehicles-page.tsx';

export const Route = createFileRoute('/customer/vehicles')({
  validateSearch: validateCatalogueSearch,
  component: VehiclesPage,
});
