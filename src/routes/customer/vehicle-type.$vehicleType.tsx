import { createFileRoute } from '@tanstack/react-router';
import { VehicleTypePage } from '../../features/catalogue/vehicle-type-page.tsx';

export const Route = createFileRoute('/customer/vehicle-type/$vehicleType')({
  component: function VehicleTypeRoute() {
    return <VehicleTypePage slug={Route.useParams().vehicleType} />;
  },
});
