import { formatUsd } from '#domain/money.ts';
import type { PublicVehicle } from '../../lib/vehicles.ts';

/** The fields SPEC 2.7 lists beside the gallery. */
export function VehicleFacts({ vehicle }: { vehicle: PublicVehicle }) {
  const facts = [
    { label: 'Marca', value: vehicle.brand },
    { label: 'Tipo', value: vehicle.type },
    { label: 'Modelo', value: vehicle.model },
    { label: 'Capacidad', value: `${vehicle.capacity} personas` },
    { label: 'Precio por día', value: formatUsd(vehicle.pricePerDay) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {facts.map(({ label, value }) => (
        <div key={label} className="rounded-xl border border-navy-700 bg-navy-800/60 px-4 py-3">
          <dt className="text-xs font-medium tracking-wide text-navy-200 uppercase">{label}</dt>
          <dd className="mt-1 font-semibold text-white">{value}</dd>
        </div>
      ))}
      <div className="col-span-full rounded-xl border border-navy-700 bg-navy-800/60 px-4 py-3">
        <dt className="text-xs font-medium tracking-wide text-navy-200 uppercase">
          Características
        </dt>
        <dd className="mt-2">
          {vehicle.features.length > 0 ? (
            <ul className="flex flex-wrap gap-2">
              {vehicle.features.map((feature) => (
                <li
                  key={feature}
                  className="rounded-full border border-navy-600 px-3 py-1 text-sm text-navy-100"
                >
                  {feature}
                </li>
              ))}
            </ul>
          ) : (
            <span className="text-navy-200">Sin características registradas</span>
          )}
        </dd>
      </div>
    </dl>
  );
}
