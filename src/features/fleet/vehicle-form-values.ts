import { fieldErrorsOf } from '#domain/user.ts';
import { VEHICLE_MESSAGES } from '#domain/vehicle.ts';
import {
  type CreateVehicleData,
  createVehicleInput,
  type UpdateVehicleInput,
  updateVehicleInput,
} from '#domain/vehicle-contracts.ts';
import type { VehicleDetail } from '../../lib/vehicles.ts';

/** What the vehicle forms hold: text as typed (numbers keep only their digits). */
export interface VehicleFormValues {
  name: string;
  brand: string;
  model: string;
  vehicleType: string;
  capacity: string;
  pricePerDay: string;
  kilometers: string;
  kmForMaintenance: string;
  monthsForMaintenance: string;
  features: string;
  mainImageUrl: string;
  imageUrls: string;
  insurancePhone: string;
  /** Issue 28: 'P 123-456' (required for a new vehicle). */
  plate: string;
}

export type VehicleFormField = keyof VehicleFormValues;
export type VehicleFormErrors = Partial<Record<VehicleFormField, string>>;

export const EMPTY_VEHICLE_FORM: VehicleFormValues = {
  name: '',
  brand: '',
  model: '',
  vehicleType: '',
  capacity: '',
  pricePerDay: '',
  kilometers: '',
  kmForMaintenance: '',
  monthsForMaintenance: '',
  features: '',
  mainImageUrl: '',
  imageUrls: '',
  insurancePhone: '',
  plate: '',
};

/** The fields of the create form in screen order (SPEC 2.15), for focusing the first error. */
export const CREATE_FIELDS: readonly VehicleFormField[] = [
  'name',
  'brand',
  'model',
  'plate',
  'vehicleType',
  'capacity',
  'pricePerDay',
  'kilometers',
  'kmForMaintenance',
  'monthsForMaintenance',
  'features',
  'mainImageUrl',
  'imageUrls',
  'insurancePhone',
];

/** Only these can change after creation (SPEC 2.15). */
export const EDIT_FIELDS: readonly VehicleFormField[] = [
  'plate',
  'pricePerDay',
  'kilometers',
  'monthsForMaintenance',
  'features',
  'mainImageUrl',
  'imageUrls',
  'insurancePhone',
];

const DIGIT_FIELDS = new Set<VehicleFormField>([
  'capacity',
  'kilometers',
  'kmForMaintenance',
  'monthsForMaintenance',
]);
/** Kilometers are capped at 5,000,000, so seven digits; a little slack shows the range message. */
const MAX_DIGITS = 9;

/** Capacity and kilometers keep digits only; the price digits and one dot (SPEC 2.15). */
export function normalizeFieldInput(field: VehicleFormField, raw: string): string {
  if (DIGIT_FIELDS.has(field)) return raw.replace(/\D/g, '').slice(0, MAX_DIGITS);
  if (field === 'pricePerDay') {
    const kept = raw.replace(/[^\d.]/g, '');
    const dot = kept.indexOf('.');
    const whole =
      dot === -1 ? kept : `${kept.slice(0, dot + 1)}${kept.slice(dot + 1).replace(/\./g, '')}`;
    return whole.slice(0, 12);
  }
  return raw;
}

export function isVehicleFormField(name: string): name is VehicleFormField {
  return name in EMPTY_VEHICLE_FORM;
}

/** Keeps the errors of known fields, dropping the rest (e.g. 'vehicleType.type' maps back). */
function formErrors(fields: Record<string, string>): VehicleFormErrors {
  const errors: VehicleFormErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = path.split('.')[0] ?? '';
    if (isVehicleFormField(field)) errors[field] ??= message;
  }
  return errors;
}

export type FormResult<T> = { ok: true; data: T } | { ok: false; errors: VehicleFormErrors };

/** The create form checked with the API's own contract, so both sides say the same thing. */
export function parseCreateForm(values: VehicleFormValues): FormResult<CreateVehicleData> {
  const parsed = createVehicleInput.safeParse({ ...values });
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, errors: formErrors(fieldErrorsOf(parsed.error)) };
}

export function valuesFromVehicle(vehicle: VehicleDetail): VehicleFormValues {
  return {
    name: vehicle.name,
    brand: vehicle.brand,
    model: vehicle.model,
    vehicleType: vehicle.type,
    capacity: String(vehicle.capacity),
    pricePerDay: String(vehicle.pricePerDay),
    kilometers: String(vehicle.kilometers),
    kmForMaintenance: vehicle.kmForMaintenance === null ? '' : String(vehicle.kmForMaintenance),
    monthsForMaintenance:
      vehicle.monthsForMaintenance === null ? '' : String(vehicle.monthsForMaintenance),
    features: vehicle.features.join(', '),
    mainImageUrl: vehicle.mainImageUrl ?? '',
    imageUrls: vehicle.imageUrls.join(', '),
    insurancePhone: vehicle.insurancePhone ?? '',
    plate: vehicle.plate ?? '',
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * The edit form (SPEC 5.6): the editable fields checked with the update contract, kilometers
 * never below the current reading, and only what changed sent (SPEC 5.7). An empty change set
 * means there is nothing to save.
 */
export function parseEditForm(
  values: VehicleFormValues,
  current: VehicleDetail,
): FormResult<UpdateVehicleInput> {
  const parsed = updateVehicleInput.safeParse({
    pricePerDay: values.pricePerDay,
    kilometers: values.kilometers,
    monthsForMaintenance: values.monthsForMaintenance,
    features: values.features,
    mainImageUrl: values.mainImageUrl,
    imageUrls: values.imageUrls,
    insurancePhone: values.insurancePhone,
    // A vehicle from before plates may stay without one; one that has a plate keeps one.
    plate: values.plate.trim() === '' && !current.plate ? undefined : values.plate,
  });
  const errors = parsed.success ? {} : formErrors(fieldErrorsOf(parsed.error));
  const kilometers = Number(values.kilometers);
  if (!errors.kilometers && values.kilometers !== '' && kilometers < current.kilometers) {
    errors.kilometers = VEHICLE_MESSAGES.kilometersBelowCurrent(current.kilometers);
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };

  const next = parsed.data;
  const changes: UpdateVehicleInput = {};
  if (next.pricePerDay !== undefined && next.pricePerDay !== current.pricePerDay) {
    changes.pricePerDay = next.pricePerDay;
  }
  if (next.kilometers !== undefined && next.kilometers !== current.kilometers) {
    changes.kilometers = next.kilometers;
  }
  if (
    next.monthsForMaintenance !== undefined &&
    next.monthsForMaintenance !== current.monthsForMaintenance
  ) {
    changes.monthsForMaintenance = next.monthsForMaintenance;
  }
  if (next.features && !sameList(next.features, current.features)) changes.features = next.features;
  if (next.mainImageUrl !== undefined && next.mainImageUrl !== current.mainImageUrl) {
    changes.mainImageUrl = next.mainImageUrl;
  }
  if (next.imageUrls && !sameList(next.imageUrls, current.imageUrls)) {
    changes.imageUrls = next.imageUrls;
  }
  if (next.insurancePhone !== undefined && next.insurancePhone !== current.insurancePhone) {
    changes.insurancePhone = next.insurancePhone;
  }
  if (next.plate !== undefined && next.plate !== current.plate) changes.plate = next.plate;
  return { ok: true, data: changes };
}
