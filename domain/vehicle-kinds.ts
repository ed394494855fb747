/**
 * Vehicle types and statuses with their Spanish labels: what the URL parsers of the route files
 * need, kept apart from the rest of domain/vehicle.ts so the first download stays small.
 */
export const VEHICLE_TYPES = ['Sedan', 'SUV', 'PickUp'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export const VEHICLE_STATUSES = [
  'maintenanceRequired',
  'underMaintenance',
  'maintenanceCompleted',
  'outOfService',
] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

/** The stored statuses plus 'reserved', which is derived from reservations for a date range. */
export type EffectiveStatus = VehicleStatus | 'reserved';

export const DEFAULT_VEHICLE_STATUS: VehicleStatus = 'maintenanceCompleted';

/** Long labels (badges, board columns, messages), SPEC 4.2. */
export const STATUS_LABELS: Record<EffectiveStatus, string> = {
  maintenanceRequired: 'Requiere mantenimiento',
  underMaintenance: 'En mantenimiento',
  maintenanceCompleted: 'Mantenimiento al día',
  outOfService: 'Fuera de servicio',
  reserved: 'Reservado',
};

/** Short labels of the fleet status tiles, SPEC 2.14. */
export const STATUS_SHORT_LABELS: Record<EffectiveStatus, string> = {
  maintenanceRequired: 'Revisión',
  underMaintenance: 'Mantenimiento',
  maintenanceCompleted: 'Disponible',
  outOfService: 'Fuera de servicio',
  reserved: 'Reservados',
};

export function typeFromText(value: string): VehicleType | null {
  const wanted = value.trim().toLowerCase();
  return VEHICLE_TYPES.find((type) => type.toLowerCase() === wanted) ?? null;
}
