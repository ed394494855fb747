import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '../../components/ui/page-heading.tsx';

const TYPE_TITLES: Record<string, string> = { sedan: 'Sedan', suv: 'SUV', pickup: 'PickUp' };

function VehicleTypePage() {
  const { vehicleType } = Route.useParams();
  const title = TYPE_TITLES[vehicleType.toLowerCase()];
  return title ? (
    <PageHeading title={title} />
  ) : (
    <PageHeading
      title="Tipo de vehículo no encontrado"
      subtitle="El tipo de vehículo no es válido."
    />
  );
}

export const Route = createFileRoute('/customer/vehicle-type/$vehicleType')({
  component: VehicleTypePage,
});
