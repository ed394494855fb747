import { formatNumber } from './number-format.ts';
import {
  DEFAULT_VEHICLE_STATUS,
  type EffectiveStatus,
  STATUS_LABELS,
  type VehicleStatus,
} from './vehicle-kinds.ts';

// Types, statuses and their labels live in vehicle-kinds.ts, small enough for the first download.
export {
  DEFAULT_VEHICLE_STATUS,
  type EffectiveStatus,
  STATUS_LABELS,
  STATUS_SHORT_LABELS,
  typeFromText,
  VEHICLE_STATUSES,
  VEHICLE_TYPES,
  type VehicleStatus,
  type VehicleType,
} from './vehicle-kinds.ts';

/**
 * Moving a car to the workshop or out of service lists its bookings that start within this many
 * days (issue 12), so the admin can reassign them before the customer comes.
 */
export const UPCOMING_BOOKING_DAYS = 14;

export const VEHICLE_MESSAGES = {
  nameRequired: 'El nombre del vehículo es requerido',
  brandRequired: 'La marca es requerida',
  modelRequired: 'El modelo es requerido',
  typeRequired: 'El tipo de vehículo es requerido',
  capacityRange: 'La capacidad debe estar entre 1 y 50 personas',
  priceAboveZero: 'El precio debe ser mayor a 0',
  priceTooHigh: `El precio no puede ser mayor a ${formatNumber(100_000)}`,
  kilometersRequired: 'Los kilómetros son requeridos',
  kilometersNegative: 'Los kilómetros no pueden ser negativos',
  kilometersTooHigh: `Los kilómetros no pueden ser mayores a ${formatNumber(5_000_000)}`,
  kilometersBelowCurrent: (current: number) =>
    `Los kilómetros no pueden ser menores a ${formatNumber(current)}`,
  kmForMaintenanceRequired: 'Los kilómetros para mantenimiento son requeridos',
  kmForMaintenancePositive: 'Los kilómetros para mantenimiento deben ser mayores a 0',
  kmForMaintenanceTooHigh: `Los kilómetros para mantenimiento no pueden ser mayores a ${formatNumber(1_000_000)}`,
  monthsForMaintenanceRange: 'Los meses para mantenimiento deben estar entre 1 y 120',
  featuresRequired: 'Las características son requeridas',
  featuresTooMany: 'No se permiten más de 30 características',
  mainImageInvalid: 'La URL de la imagen principal no es válida',
  imageUrlsInvalid: 'Las URL de las imágenes adicionales no son válidas',
  insurancePhoneRequired: 'El teléfono de la aseguradora es requerido',
  insurancePhoneInvalid: 'El teléfono de la aseguradora no es válido',
  statusInvalid: 'El estado del vehículo no es válido',
  costInvalid: 'El costo del mantenimiento no es válido',
  maintenanceDateInvalid: 'La fecha del mantenimiento no es válida o es futura',
  textTooLong: (max: number) => `No puede tener más de ${max} caracteres`,
  invalidValues: 'Todos los campos son requeridos y deben tener valores válidos',
  nothingToUpdate: 'No se proporcionaron campos válidos para actualizar',
  notFound: 'Vehículo no encontrado.',
  invalidId: 'El identificador del vehículo no es válido.',
  typeFilterInvalid: 'El tipo de vehículo no es válido.',
  viewInvalid: 'La vista pedida no es válida: usa view=full o no la indiques.',
  includeInvalid: 'El parámetro include no es válido: usa include=details o no lo indiques.',
  forbiddenFullView: 'Solo los administradores pueden ver los datos internos de los vehículos.',
  forbiddenCreate: 'No tienes permisos de administrador para crear vehículos.',
  forbiddenUpdate: 'No tienes permisos de administrador para actualizar vehículos.',
  forbiddenDelete: 'No tienes permisos de administrador para eliminar vehículos.',
  hasReservations: 'No se puede eliminar el vehículo porque tiene reservas asociadas.',
  statusConflict: (current: VehicleStatus) =>
    `El estado del vehículo cambió mientras tanto. Estado actual: ${STATUS_LABELS[current]}.`,
  defaultMaintenanceDescription: 'Mantenimiento completado',
} as const;

// ---- pure rules -------------------------------------------------------------------------------

/**
 * DESIGN 5: the service interval counts from the last service (or from 0 when there was none).
 * A vehicle without an interval is never flagged.
 */
export function maintenanceDue(
  vehicle: { kilometers: number; kmForMaintenance: number | null },
  lastServiceKm: number | null,
): boolean {
  if (!vehicle.kmForMaintenance || vehicle.kmForMaintenance <= 0) return false;
  return vehicle.kilometers >= (lastServiceKm ?? 0) + vehicle.kmForMaintenance;
}

/** SPEC 4.2 priority: maintenance states and out of service win over a reservation. */
export function effectiveStatus(
  vehicle: { status?: VehicleStatus | null },
  reservedInRange: boolean,
): EffectiveStatus {
  const status = vehicle.status ?? DEFAULT_VEHICLE_STATUS;
  if (status !== 'maintenanceCompleted') return status;
  return reservedInRange ? 'reserved' : status;
}

/** Lists arrive as arrays or as comma-separated text (SPEC 5.4/5.5): trimmed, blanks dropped. */
export function parseList(value: string | readonly string[]): string[] {
  const items = typeof value === 'string' ? value.split(',') : value;
  return items.map((item) => item.trim()).filter((item) => item.length > 0);
}

/** Absolute http(s) URLs, or same-origin paths such as the bundled '/vehicles/x.svg'. */
export function isImageUrl(value: string): boolean {
  if (value.length > 2048 || /[\s\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** A number typed into a form may arrive as text; null when it is not one. */
export function parseNumeric(value: number | string, integer: boolean): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    return integer && !Number.isInteger(value) ? null : value;
  }
  const text = value.trim();
  const pattern = integer ? /^-?\d{1,15}$/ : /^-?\d{1,15}(\.\d+)?$/;
  return pattern.test(text) ? Number(text) : null;
}

/** What a PUT asks of the status-related fields of a vehicle. */
export interface StatusRequest {
  status?: VehicleStatus;
  expectedStatus?: VehicleStatus;
  kilometers?: number;
  kmForMaintenance?: number;
}

export type StatusPlan =
  /** The vehicle left the status the user saw, and not for the one they wanted. */
  | { kind: 'conflict' }
  | { kind: 'kilometersBelowCurrent'; current: number }
  | {
      kind: 'apply';
      status: VehicleStatus;
      /** underMaintenance -> maintenanceCompleted: a maintenance record is written. */
      completesMaintenance: boolean;
      /** The odometer reached the service interval: flag and stamp the alert. */
      raisesAlert: boolean;
    };

/**
 * Decides the status a vehicle ends up in after a PUT (DESIGN 5 and 7): the compare-and-set on
 * expectedStatus, kilometers that never go down, the workshop record and the kilometer alert.
 */
export function planStatusChange(
  current: { status: VehicleStatus; kilometers: number; kmForMaintenance: number | null },
  request: StatusRequest,
  lastServiceKm: number | null,
): StatusPlan {
  const { expectedStatus } = request;
  if (
    request.status &&
    expectedStatus &&
    current.status !== expectedStatus &&
    current.status !== request.status
  ) {
    return { kind: 'conflict' };
  }
  if (request.kilometers !== undefined && request.kilometers < current.kilometers) {
    return { kind: 'kilometersBelowCurrent', current: current.kilometers };
  }
  const status = request.status ?? current.status;
  const completesMaintenance =
    current.status === 'underMaintenance' && status === 'maintenanceCompleted';
  const odometer = {
    kilometers: request.kilometers ?? current.kilometers,
    kmForMaintenance: request.kmForMaintenance ?? current.kmForMaintenance,
  };
  const odometerChanged =
    odometer.kilometers !== current.kilometers ||
    odometer.kmForMaintenance !== current.kmForMaintenance;
  const raisesAlert =
    odometerChanged &&
    status === 'maintenanceCompleted' &&
    !completesMaintenance &&
    maintenanceDue(odometer, lastServiceKm);
  return {
    kind: 'apply',
    status: raisesAlert ? 'maintenanceRequired' : status,
    completesMaintenance,
    raisesAlert,
  };
}
