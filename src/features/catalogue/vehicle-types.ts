import type { VehicleType } from '#domain/vehicle.ts';

export type TypeSlug = 'sedan' | 'suv' | 'pickup';

export interface TypeSpec {
  label: string;
  value: string;
}

export interface TypeContent {
  type: VehicleType;
  title: string;
  description: string;
  features: readonly string[];
  specs: readonly TypeSpec[];
}

/** The marketing content of each type page (SPEC 2.5), with the capacities the spec fixes. */
export const VEHICLE_TYPE_CONTENT: Record<TypeSlug, TypeContent> = {
  sedan: {
    type: 'Sedan',
    title: 'Sedan',
    description:
      'Elegantes, cómodos y económicos: la elección ideal para moverte por la ciudad, ir a reuniones de trabajo o recorrer la carretera del litoral con bajo consumo de combustible.',
    features: [
      'Excelente rendimiento de combustible',
      'Conducción suave y silenciosa',
      'Fácil de estacionar en la ciudad',
      'Aire acondicionado y conectividad Bluetooth',
    ],
    specs: [
      { label: 'Capacidad', value: '5 pasajeros' },
      { label: 'Transmisión', value: 'Automática' },
      { label: 'Combustible', value: 'Gasolina' },
      { label: 'Maletero', value: '450 - 500 litros' },
    ],
  },
  suv: {
    type: 'SUV',
    title: 'SUV',
    description:
      'Espacio, altura y seguridad para viajar en familia o con amigos: perfectos para la ruta de las flores, los volcanes y los caminos de montaña.',
    features: [
      'Amplio espacio para pasajeros y equipaje',
      'Posición de manejo elevada',
      'Tracción integral en versiones seleccionadas',
      'Pantalla táctil y sensores de parqueo',
    ],
    specs: [
      { label: 'Capacidad', value: '7-8 pasajeros' },
      { label: 'Transmisión', value: 'Automática' },
      { label: 'Combustible', value: 'Gasolina o diésel' },
      { label: 'Tracción', value: '4x2 / 4x4' },
    ],
  },
  pickup: {
    type: 'PickUp',
    title: 'PickUp',
    description:
      'Robustas y versátiles, listas para el trabajo pesado, la finca o la aventura fuera del asfalto, con cama de carga y gran capacidad de remolque.',
    features: [
      'Cama de carga amplia',
      'Tracción 4x4 para todo terreno',
      'Gran capacidad de remolque',
      'Chasis reforzado y suspensión robusta',
    ],
    specs: [
      { label: 'Capacidad', value: '2-5 pasajeros' },
      { label: 'Transmisión', value: 'Manual o automática' },
      { label: 'Combustible', value: 'Diésel' },
      { label: 'Tracción', value: '4x4' },
    ],
  },
};

/** The content for a URL's type, case-insensitive; null for an unknown type. */
export function typeContentFor(slug: string): TypeContent | null {
  const key = slug.toLowerCase();
  return Object.hasOwn(VEHICLE_TYPE_CONTENT, key) ? VEHICLE_TYPE_CONTENT[key as TypeSlug] : null;
}
