import { parseCalendarDate, todayInElSalvador } from './dates.ts';
import { roundToCents } from './money.ts';
import { normalizePlate, PLATE_MESSAGES } from './plate.ts';
import { textField } from './text.ts';
import {
  DEFAULT_VEHICLE_STATUS,
  isImageUrl,
  parseList,
  parseNumeric,
  typeFromText,
  VEHICLE_MESSAGES,
  VEHICLE_STATUSES,
  VEHICLE_TYPES,
} from './vehicle.ts';
import { z } from './zod.ts';

/** The vehicle API's zod contracts: what the forms send and the server accepts, and what it answers. */

// ---- field contracts --------------------------------------------------------------------------

function requiredText(required: string, max: number) {
  return textField(required).trim().min(1, required).max(max, VEHICLE_MESSAGES.textTooLong(max));
}

/**
 * A number that may come as text. Missing or blank is `required`; text that is no number is the
 * service's generic message (SPEC 5.5); the range checks come after, in `range`.
 */
function numericField(required: string, integer: boolean) {
  return z.union([z.number(), z.string()], { error: required }).transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const parsed = parseNumeric(value, integer);
    if (parsed === null) {
      ctx.addIssue({ code: 'custom', message: VEHICLE_MESSAGES.invalidValues });
      return z.NEVER;
    }
    return parsed;
  });
}

const capacityField = numericField(VEHICLE_MESSAGES.capacityRange, true).pipe(
  z.number().min(1, VEHICLE_MESSAGES.capacityRange).max(50, VEHICLE_MESSAGES.capacityRange),
);

// Rounded to cents first, so 0.001 (stored as 0.00) is refused rather than hitting the CHECK.
const priceField = numericField(VEHICLE_MESSAGES.priceAboveZero, false)
  .transform(roundToCents)
  .pipe(
    z.number().gt(0, VEHICLE_MESSAGES.priceAboveZero).max(100_000, VEHICLE_MESSAGES.priceTooHigh),
  );

const kilometersField = numericField(VEHICLE_MESSAGES.kilometersRequired, true).pipe(
  z
    .number()
    .min(0, VEHICLE_MESSAGES.kilometersNegative)
    .max(5_000_000, VEHICLE_MESSAGES.kilometersTooHigh),
);

const kmForMaintenanceField = numericField(VEHICLE_MESSAGES.kmForMaintenanceRequired, true).pipe(
  z
    .number()
    .min(1, VEHICLE_MESSAGES.kmForMaintenancePositive)
    .max(1_000_000, VEHICLE_MESSAGES.kmForMaintenanceTooHigh),
);

/** Optional (issue 12): blank or null means no interval in months. */
const monthsForMaintenanceField = z
  .union([z.number(), z.string(), z.null()], { error: VEHICLE_MESSAGES.monthsForMaintenanceRange })
  .transform((value, ctx) => {
    if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
    const parsed = parseNumeric(value, true);
    if (parsed === null || parsed < 1 || parsed > 120) {
      ctx.addIssue({ code: 'custom', message: VEHICLE_MESSAGES.monthsForMaintenanceRange });
      return z.NEVER;
    }
    return parsed;
  });

const vehicleTypeField = z
  .union([z.string(), z.object({ type: z.string() })], { error: VEHICLE_MESSAGES.typeRequired })
  .pipe(
    z.union([
      textField(VEHICLE_MESSAGES.typeRequired),
      z.object({ type: textField(VEHICLE_MESSAGES.typeRequired) }),
    ]),
  )
  .transform((value, ctx) => {
    const type = typeFromText(typeof value === 'string' ? value : value.type);
    if (type) return type;
    ctx.addIssue({ code: 'custom', message: VEHICLE_MESSAGES.typeRequired });
    return z.NEVER;
  });

function listField(options: {
  required?: string;
  itemMax: number;
  maxItems: number;
  tooMany: string;
}) {
  const items = z
    .array(
      textField(VEHICLE_MESSAGES.invalidValues).max(
        options.itemMax,
        VEHICLE_MESSAGES.textTooLong(options.itemMax),
      ),
    )
    .max(options.maxItems, options.tooMany);
  return z
    .union([z.array(z.string()), z.string()], {
      error: options.required ?? VEHICLE_MESSAGES.invalidValues,
    })
    .transform(parseList)
    .pipe(options.required ? items.min(1, options.required) : items);
}

const featuresField = listField({
  required: VEHICLE_MESSAGES.featuresRequired,
  itemMax: 100,
  maxItems: 30,
  tooMany: VEHICLE_MESSAGES.featuresTooMany,
});

const imageUrlsField = listField({
  itemMax: 2048,
  maxItems: 20,
  tooMany: VEHICLE_MESSAGES.imageUrlsInvalid,
}).refine((urls) => urls.every(isImageUrl), VEHICLE_MESSAGES.imageUrlsInvalid);

const mainImageUrlField = textField(VEHICLE_MESSAGES.mainImageInvalid)
  .trim()
  .refine(isImageUrl, VEHICLE_MESSAGES.mainImageInvalid);

const insurancePhoneField = requiredText(VEHICLE_MESSAGES.insurancePhoneRequired, 30).refine(
  (value) => /^[0-9+()\-\s.*#]+$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 3,
  VEHICLE_MESSAGES.insurancePhoneInvalid,
);

/** Issue 28: 'P 123-456', stored normalised; uniqueness is the database's (409). */
const plateField = textField(PLATE_MESSAGES.plateRequired).transform((value, ctx) => {
  if (value.trim() === '') {
    ctx.addIssue({ code: 'custom', message: PLATE_MESSAGES.plateRequired });
    return z.NEVER;
  }
  const plate = normalizePlate(value);
  if (plate) return plate;
  ctx.addIssue({ code: 'custom', message: PLATE_MESSAGES.plateInvalid });
  return z.NEVER;
});

const statusField = z.enum(VEHICLE_STATUSES, { error: VEHICLE_MESSAGES.statusInvalid });

// ---- request contracts ------------------------------------------------------------------------

/** POST /api/vehicles (SPEC 3.3, 5.4, 5.5). */
export const createVehicleInput = z.strictObject({
  name: requiredText(VEHICLE_MESSAGES.nameRequired, 100),
  brand: requiredText(VEHICLE_MESSAGES.brandRequired, 100),
  model: requiredText(VEHICLE_MESSAGES.modelRequired, 100),
  vehicleType: vehicleTypeField,
  capacity: capacityField,
  pricePerDay: priceField,
  kilometers: kilometersField,
  kmForMaintenance: kmForMaintenanceField,
  monthsForMaintenance: monthsForMaintenanceField.optional().default(null),
  features: featuresField,
  mainImageUrl: mainImageUrlField,
  imageUrls: imageUrlsField.default([]),
  insurancePhone: insurancePhoneField,
  status: statusField.optional().default(DEFAULT_VEHICLE_STATUS),
  plate: plateField,
});
export type CreateVehicleInput = z.input<typeof createVehicleInput>;
export type CreateVehicleData = z.output<typeof createVehicleInput>;

/** Details an admin may give when a vehicle leaves the workshop (the board asks for them). */
export const maintenanceDetailsInput = z.strictObject({
  description: textField(VEHICLE_MESSAGES.invalidValues, { multiLine: true })
    .trim()
    .max(500, VEHICLE_MESSAGES.textTooLong(500))
    .optional(),
  cost: z
    .union([z.number(), z.string(), z.null()], { error: VEHICLE_MESSAGES.costInvalid })
    .transform((value, ctx) => {
      if (value === null || value === '') return null;
      const parsed = parseNumeric(value, false);
      if (parsed === null || parsed < 0 || parsed > 1_000_000) {
        ctx.addIssue({ code: 'custom', message: VEHICLE_MESSAGES.costInvalid });
        return z.NEVER;
      }
      return roundToCents(parsed);
    })
    .optional(),
  /** Issue 12: the day of the service (not in the future; today when missing). */
  date: z
    .string({ error: VEHICLE_MESSAGES.maintenanceDateInvalid })
    .transform((value, ctx) => {
      const day = parseCalendarDate(value.trim());
      if (day && day <= todayInElSalvador()) return day;
      ctx.addIssue({ code: 'custom', message: VEHICLE_MESSAGES.maintenanceDateInvalid });
      return z.NEVER;
    })
    .optional(),
  /** Issue 12: the odometer at the service; it becomes the vehicle's reading. */
  kilometers: kilometersField.optional(),
});
export type MaintenanceDetails = z.output<typeof maintenanceDetailsInput>;

/** The fields a PUT may change; expectedStatus and maintenance only qualify a status change. */
const UPDATABLE = [
  'pricePerDay',
  'kilometers',
  'kmForMaintenance',
  'monthsForMaintenance',
  'features',
  'mainImageUrl',
  'imageUrls',
  'status',
  'insurancePhone',
  'plate',
] as const;

/** PUT /api/vehicles/:id (SPEC 3.4, 5.6, 5.7). `price` is the alias the edit form sends. */
export const updateVehicleInput = z
  .strictObject({
    pricePerDay: priceField.optional(),
    price: priceField.optional(),
    kilometers: kilometersField.optional(),
    kmForMaintenance: kmForMaintenanceField.optional(),
    monthsForMaintenance: monthsForMaintenanceField.optional(),
    features: featuresField.optional(),
    mainImageUrl: z
      .union([z.null(), textField(VEHICLE_MESSAGES.mainImageInvalid)], {
        error: VEHICLE_MESSAGES.mainImageInvalid,
      })
      .transform((value, ctx) => {
        const url = value?.trim() ?? '';
        if (url === '') return null;
        if (isImageUrl(url)) return url;
        ctx.addIssue({ code: 'custom', message: VEHICLE_MESSAGES.mainImageInvalid });
        return z.NEVER;
      })
      .optional(),
    imageUrls: imageUrlsField.optional(),
    status: statusField.optional(),
    insurancePhone: insurancePhoneField.optional(),
    plate: plateField.optional(),
    expectedStatus: statusField.optional(),
    maintenance: maintenanceDetailsInput.optional(),
  })
  .transform(({ price, ...rest }) => ({ ...rest, pricePerDay: rest.pricePerDay ?? price }))
  .superRefine((data, ctx) => {
    if (!UPDATABLE.some((field) => data[field] !== undefined)) {
      ctx.addIssue({ code: 'custom', message: VEHICLE_MESSAGES.nothingToUpdate });
    }
  });
export type UpdateVehicleInput = z.input<typeof updateVehicleInput>;
export type UpdateVehicleData = z.output<typeof updateVehicleInput>;

// ---- response contract ------------------------------------------------------------------------

export const maintenanceRecordView = z.object({
  id: z.number(),
  maintenanceDate: z.string(),
  kmAtMaintenance: z.number(),
  description: z.string().nullable(),
  cost: z.number().nullable(),
  createdAt: z.string(),
});
export type MaintenanceRecordView = z.infer<typeof maintenanceRecordView>;

/**
 * The renter's view of a vehicle (DESIGN 9 "Two views of a vehicle"): what visitors and customers
 * get from the catalogue, one vehicle and availability. Nothing internal: no odometer, service
 * interval, maintenance history or costs, insurance phone or version.
 */
export const publicVehicleView = z.object({
  id: z.number(),
  name: z.string(),
  brand: z.string(),
  model: z.string(),
  capacity: z.number(),
  vehicleType: z.object({ type: z.enum(VEHICLE_TYPES) }),
  type: z.enum(VEHICLE_TYPES),
  pricePerDay: z.number(),
  price: z.number(),
  features: z.array(z.string()),
  mainImageUrl: z.string().nullable(),
  imageUrls: z.array(z.string()),
  status: z.enum(VEHICLE_STATUSES),
});
export type PublicVehicleView = z.infer<typeof publicVehicleView>;

/** A vehicle as admins get it (SPEC 3.2), with the aliases the screens read. */
export const vehicleView = z.object({
  ...publicVehicleView.shape,
  kilometers: z.number(),
  kmForMaintenance: z.number().nullable(),
  monthsForMaintenance: z.number().nullable(),
  insurancePhone: z.string().nullable(),
  /** Issue 28: 'P 123-456'; null for a vehicle from before plates (staff screens: 'Sin placa'). */
  plate: z.string().nullable(),
  version: z.number(),
  /**
   * Issue 26: where the car stands in its workshop column ('Requiere mantenimiento', 'En
   * mantenimiento'): lower first, ties by id; null in the other columns. The same for every
   * user; set with PUT /api/vehicles/{id}/workshop-position; a car entering the column is last.
   */
  workshopPosition: z.number().nullable(),
  lastMaintenanceAlertAt: z.string().nullable(),
  lastMaintenanceDate: z.string().nullable(),
  /** The odometer at the last service (the newest record's), for the board's progress bars. */
  lastMaintenanceKm: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  maintenanceRecords: z.array(maintenanceRecordView),
});
export type VehicleView = z.infer<typeof vehicleView>;

/**
 * What a list answer carries for each vehicle (issue 14, docs/scaling.md "Lean catalogue"): the
 * card's fields, without the gallery beyond the card image or the maintenance history; those
 * come with the vehicle's own answer, GET /api/vehicles/{id}.
 */
export const publicVehicleCard = publicVehicleView.omit({ imageUrls: true });
export type PublicVehicleCard = z.infer<typeof publicVehicleCard>;

/** The admin's card: the full view less the gallery and the history (the last service stays). */
export const vehicleCard = vehicleView.omit({ imageUrls: true, maintenanceRecords: true });
export type VehicleCard = z.infer<typeof vehicleCard>;
