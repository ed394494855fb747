import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CHARGE_KINDS, DOCUMENT_SERIES, PAYMENT_METHODS } from '#domain/billing.ts';
import type { OpeningDay } from '#domain/company-settings.ts';
import { DELIVERY_MODES } from '#domain/delivery.ts';
import type { VehicleType } from '#domain/vehicle-kinds.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    /** The document's number: the DUI (01234567-8) or, for `passport`, the passport's (issue 28). */
    dui: text('dui').notNull(),
    documentType: text('document_type', { enum: ['dui', 'passport'] })
      .notNull()
      .default('dui'),
    /** ISO 3166 alpha-2, for a passport holder only. */
    nationality: text('nationality'),
    phoneNumber: text('phone_number').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['ADMIN', 'USER'] })
      .notNull()
      .default('USER'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_document_key').on(t.documentType, t.dui),
    check('users_document_type_check', sql`${t.documentType} in ('dui', 'passport')`),
    check(
      'users_nationality_check',
      sql`(${t.documentType} = 'dui' and ${t.nationality} is null) or (${t.documentType} = 'passport' and ${t.nationality} ~ '^[A-Z]{2}$')`,
    ),
    check('users_role_check', sql`${t.role} in ('ADMIN', 'USER')`),
  ],
);

export const VEHICLE_TYPES = ['Sedan', 'SUV', 'PickUp'] as const;
export const VEHICLE_STATUSES = [
  'maintenanceRequired',
  'underMaintenance',
  'maintenanceCompleted',
  'outOfService',
] as const;

export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    vehicleType: text('vehicle_type', { enum: VEHICLE_TYPES }).notNull(),
    capacity: integer('capacity').notNull(),
    pricePerDay: numeric('price_per_day', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    kilometers: integer('kilometers').notNull().default(0),
    kmForMaintenance: integer('km_for_maintenance'),
    monthsForMaintenance: integer('months_for_maintenance'),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    mainImageUrl: text('main_image_url'),
    imageUrls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: VEHICLE_STATUSES }).notNull().default('maintenanceCompleted'),
    insurancePhone: text('insurance_phone'),
    /** Issue 28: 'P 123-456' as normalised by domain/plate.ts; null for vehicles from before. */
    plate: text('plate'),
    version: integer('version').notNull().default(1),
    lastMaintenanceAlertAt: timestamp('last_maintenance_alert_at', { withTimezone: true }),
    /**
     * Issue 26: where the car stands in its workshop column ('Requiere mantenimiento', 'En
     * mantenimiento'), sparse (domain/workshop-order.ts); null in the other columns. A trigger
     * (migration 0025) puts a car entering a workshop column last, whoever changes its status.
     */
    workshopPosition: bigint('workshop_position', { mode: 'number' }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('vehicles_type_check', sql`${t.vehicleType} in ('Sedan', 'SUV', 'PickUp')`),
    check(
      'vehicles_status_check',
      sql`${t.status} in ('maintenanceRequired', 'underMaintenance', 'maintenanceCompleted', 'outOfService')`,
    ),
    check('vehicles_capacity_check', sql`${t.capacity} between 1 and 50`),
    check('vehicles_price_check', sql`${t.pricePerDay} > 0`),
    check('vehicles_kilometers_check', sql`${t.kilometers} >= 0`),
    check(
      'vehicles_km_for_maintenance_check',
      sql`${t.kmForMaintenance} is null or ${t.kmForMaintenance} > 0`,
    ),
    check(
      'vehicles_months_for_maintenance_check',
      sql`${t.monthsForMaintenance} is null or ${t.monthsForMaintenance} between 1 and 120`,
    ),
    index('vehicles_listed_idx').on(t.vehicleType, t.status).where(sql`${t.archivedAt} is null`),
    index('vehicles_workshop_order_idx')
      .on(t.status, t.workshopPosition, t.id)
      .where(sql`${t.archivedAt} is null`),
    // The unique index on the plate's letters and digits (vehicles_plate_key on the generated
    // plate_key column) lives in migration 0024.
  ],
);

export const maintenanceRecords = pgTable(
  'maintenance_records',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    maintenanceDate: date('maintenance_date', { mode: 'string' }).notNull(),
    kmAtMaintenance: integer('km_at_maintenance').notNull(),
    description: text('description'),
    cost: numeric('cost', { precision: 10, scale: 2, mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('maintenance_records_vehicle_idx').on(t.vehicleId, t.maintenanceDate),
    check('maintenance_records_km_check', sql`${t.kmAtMaintenance} >= 0`),
    check('maintenance_records_cost_check', sql`${t.cost} is null or ${t.cost} >= 0`),
  ],
);

export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    pricePerDay: numeric('price_per_day', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    totalPrice: numeric('total_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    status: text('status', { enum: ['active', 'cancelled'] })
      .notNull()
      .default('active'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id),
    /** Why it was cancelled (issue 27), e.g. 'no-show' for the counter's action; optional. */
    cancelReason: text('cancel_reason'),
    deliveryMode: text('delivery_mode', { enum: DELIVERY_MODES }).notNull().default('pickup'),
    deliveryAddress: text('delivery_address'),
    deliveryPhone: text('delivery_phone'),
    // Issue 28: 'HH:MM'; null for bookings made before, which read the settings' defaults.
    pickupTime: text('pickup_time'),
    returnTime: text('return_time'),
    rentalStatus: text('rental_status', { enum: ['booked', 'inProgress', 'returned'] })
      .notNull()
      .default('booked'),
    reassignedFromVehicleId: integer('reassigned_from_vehicle_id').references(() => vehicles.id),
    reassignedAt: timestamp('reassigned_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('reservations_dates_check', sql`${t.endDate} > ${t.startDate}`),
    check(
      'reservations_delivery_check',
      sql`(${t.deliveryMode} = 'pickup' and ${t.deliveryAddress} is null and ${t.deliveryPhone} is null) or (${t.deliveryMode} = 'delivery' and char_length(${t.deliveryAddress}) between 5 and 300 and ${t.deliveryPhone} ~ '^[0-9]{4}-[0-9]{4}$')`,
    ),
    check(
      'reservations_times_check',
      sql`(${t.pickupTime} is null or ${t.pickupTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$') and (${t.returnTime} is null or ${t.returnTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')`,
    ),
    check('reservations_status_check', sql`${t.status} in ('active', 'cancelled')`),
    check(
      'reservations_cancel_reason_check',
      sql`${t.cancelReason} is null or char_length(${t.cancelReason}) between 1 and 500`,
    ),
    check(
      'reservations_rental_status_check',
      sql`${t.rentalStatus} in ('booked', 'inProgress', 'returned')`,
    ),
    check(
      'reservations_cancelled_not_delivered_check',
      sql`${t.status} = 'active' or ${t.rentalStatus} = 'booked'`,
    ),
    index('reservations_user_idx').on(t.userId, t.startDate),
    index('reservations_dates_idx').on(t.startDate, t.endDate),
    index('reservations_end_idx').on(t.endDate).where(sql`${t.status} = 'active'`),
    // Keyset pages of the management list (issue 14), one per date or price sort key.
    index('reservations_start_keyset_idx').on(t.startDate, t.id).where(sql`${t.status} = 'active'`),
    index('reservations_end_keyset_idx').on(t.endDate, t.id).where(sql`${t.status} = 'active'`),
    index('reservations_created_keyset_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'active'`),
    index('reservations_price_keyset_idx')
      .on(t.totalPrice, t.id)
      .where(sql`${t.status} = 'active'`),
    // The exclusion constraint that makes double booking impossible lives in a hand-written
    // migration: Drizzle cannot express EXCLUDE USING gist.
  ],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_user_key').on(t.userId, t.key)],
);

/** Failed sign-in counters, kept in the database so every server instance sees the same ones. */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/** Scheduled backups (issue 31): the instance that claimed a day's backup, and its file. */
export const backupRuns = pgTable('backup_runs', {
  day: date('day', { mode: 'string' }).primaryKey(),
  claimedBy: text('claimed_by').notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  file: text('file'),
});

/**
 * Issue 27: the day the app began recording hand-overs (one row, set by migration 0021).
 * Reservations starting before it without hand-over records keep the date-based status.
 */
export const handoverRecording = pgTable(
  'handover_recording',
  {
    id: boolean('id').primaryKey().default(true),
    since: date('since', { mode: 'string' }).notNull(),
  },
  (t) => [check('handover_recording_one_row_check', sql`${t.id}`)],
);

/** Both drivers read bytea as bytes (pg a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/webp', 'image/png'] as const;

export const photos = pgTable(
  'photos',
  {
    sha256: text('sha256').primaryKey(),
    contentType: text('content_type', { enum: PHOTO_CONTENT_TYPES }).notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('photos_sha256_check', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check(
      'photos_content_type_check',
      sql`${t.contentType} in ('image/jpeg', 'image/webp', 'image/png')`,
    ),
    check('photos_size_check', sql`${t.size} > 0 and ${t.size} <= 2097152`),
  ],
);

export interface StoredHandoverPhoto {
  angle: 'front' | 'rear' | 'left' | 'right' | 'interior' | 'dashboard';
  sha256: string;
}
export interface StoredDamage {
  area: string;
  note: string;
  sha256: string | null;
  estimatedCost: number | null;
}

export interface StoredLicense {
  number: string;
  country: string;
  expiresOn: string;
}

export const handovers = pgTable(
  'handovers',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
    kind: text('kind', { enum: ['checkout', 'checkin'] }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    recordedBy: integer('recorded_by')
      .notNull()
      .references(() => users.id),
    odometer: integer('odometer').notNull(),
    fuel: smallint('fuel').notNull(),
    notes: text('notes'),
    photos: jsonb('photos').$type<StoredHandoverPhoto[]>().notNull().default([]),
    damages: jsonb('damages').$type<StoredDamage[]>().notNull().default([]),
    signature: text('signature').references(() => photos.sha256),
    /** Issue 27: why a check-out went ahead despite its warnings. */
    overrideReason: text('override_reason'),
    /** Issue 28: the driving licence seen at check-out; null when none was given. */
    license: jsonb('license').$type<StoredLicense>(),
  },
  (t) => [
    uniqueIndex('handovers_reservation_kind_key').on(t.reservationId, t.kind),
    check('handovers_kind_check', sql`${t.kind} in ('checkout', 'checkin')`),
    check('handovers_odometer_check', sql`${t.odometer} >= 0`),
    check('handovers_fuel_check', sql`${t.fuel} between 0 and 8`),
  ],
);

export const odometerReadings = pgTable(
  'odometer_readings',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    km: integer('km').notNull(),
    source: text('source', { enum: ['initial', 'edit', 'checkout', 'checkin'] }).notNull(),
    reservationId: integer('reservation_id').references(() => reservations.id),
    recordedBy: integer('recorded_by').references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    /** Issue 27: a wrong reading is voided, never deleted: who, when and why. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: integer('voided_by').references(() => users.id),
    voidReason: text('void_reason'),
  },
  (t) => [
    index('odometer_readings_vehicle_idx').on(t.vehicleId, t.recordedAt.desc(), t.id.desc()),
    check('odometer_readings_km_check', sql`${t.km} >= 0`),
    check(
      'odometer_readings_source_check',
      sql`${t.source} in ('initial', 'edit', 'checkout', 'checkin')`,
    ),
    check('odometer_readings_void_check', sql`(${t.voidedAt} is null) = (${t.voidReason} is null)`),
  ],
);

/** Issue 12: days (both inclusive) a vehicle spends in the workshop; they block bookings. */
export const maintenanceWindows = pgTable(
  'maintenance_windows',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('maintenance_windows_vehicle_idx').on(t.vehicleId, t.startDate),
    check('maintenance_windows_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('maintenance_windows_reason_check', sql`char_length(${t.reason}) between 1 and 300`),
  ],
);

/**
 * One row per active reservation and per service window, written only by the triggers of 0008.
 * Its exclusion constraint (hand-written there) refuses any two over the same vehicle and day.
 */
export const vehicleOccupancy = pgTable('vehicle_occupancy', {
  vehicleId: integer('vehicle_id')
    .notNull()
    .references(() => vehicles.id),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  reservationId: integer('reservation_id')
    .unique()
    .references(() => reservations.id, { onDelete: 'cascade' }),
  windowId: integer('window_id')
    .unique()
    .references(() => maintenanceWindows.id, { onDelete: 'cascade' }),
});

/**
 * Issue 18: one row per change (DESIGN: who changed what). Append-only: the trigger of 0010
 * refuses UPDATE, DELETE and TRUNCATE.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actedAt: timestamp('acted_at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id),
    entity: text('entity', { enum: ['vehicle', 'reservation', 'settings'] }).notNull(),
    entityId: integer('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_entries_entity_idx').on(t.entity, t.entityId, t.at.desc(), t.id.desc()),
    check('audit_entries_entity_check', sql`${t.entity} in ('vehicle', 'reservation', 'settings')`),
  ],
);

/** Issue 18: secret iCalendar feed URLs; only the token's SHA-256 is kept. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    scope: text('scope', { enum: ['mine', 'all', 'vehicle'] }).notNull(),
    vehicleId: integer('vehicle_id').references(() => vehicles.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_idx').on(t.tokenHash),
    index('calendar_feeds_user_idx').on(t.userId),
    check('calendar_feeds_scope_check', sql`${t.scope} in ('mine', 'all', 'vehicle')`),
    check(
      'calendar_feeds_vehicle_check',
      sql`(${t.scope} = 'vehicle') = (${t.vehicleId} is not null)`,
    ),
  ],
);

/**
 * Issue 14: counters that every write the reservation lists show raises (deferred triggers,
 * migration 0012); their sum is the list stamp (server/services/list-stamp.ts). Not mapped:
 * the generated columns `users.search_text`, `users.sort_name`, `vehicles.search_text`,
 * `vehicles.sort_name` (0012, search_text redone in 0024), `vehicles.fleet_from`,
 * `vehicles.fleet_until` (0013) and `vehicles.plate_key` (0024), which
 * PostgreSQL writes and only raw SQL reads, so that rows read with select() (audit snapshots,
 * API answers) stay as they were.
 */
export const listStamps = pgTable('list_stamps', {
  slot: smallint('slot').primaryKey(),
  stamp: bigint('stamp', { mode: 'number' }).notNull().default(0),
});

/** Issue 28: the company's settings, one row (id 1), written by migration 0023. */
export const companySettings = pgTable(
  'company_settings',
  {
    id: smallint('id').primaryKey().default(1),
    companyName: text('company_name').notNull(),
    nit: text('nit'),
    address: text('address').notNull(),
    phone: text('phone'),
    whatsapp: text('whatsapp'),
    openingHours: jsonb('opening_hours').$type<OpeningDay[]>().notNull(),
    defaultPickupTime: text('default_pickup_time').notNull(),
    defaultReturnTime: text('default_return_time').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Issue 30: the money settings (migration 0027), in cents. */
    agreementTerms: text('agreement_terms').notNull(),
    /** Null: the booking's own price per day. */
    lateFeePerDayCents: integer('late_fee_per_day_cents'),
    fuelChargePerEighthCents: integer('fuel_charge_per_eighth_cents').notNull(),
    cleaningFeeCents: integer('cleaning_fee_cents').notNull(),
    depositByTypeCents: jsonb('deposit_by_type_cents')
      .$type<Record<VehicleType, number>>()
      .notNull(),
  },
  (t) => [
    check('company_settings_single_row_check', sql`${t.id} = 1`),
    check(
      'company_settings_times_check',
      sql`${t.defaultPickupTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.defaultReturnTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
    check(
      'company_settings_phones_check',
      sql`(${t.phone} is null or ${t.phone} ~ '^[0-9]{4}-[0-9]{4}$') and (${t.whatsapp} is null or ${t.whatsapp} ~ '^[0-9]{4}-[0-9]{4}$')`,
    ),
  ],
);

/** Issue 30 (migration 0027): the deposit held at check-out, recorded, not processed. */
export const rentalDeposits = pgTable(
  'rental_deposits',
  {
    reservationId: integer('reservation_id')
      .primaryKey()
      .references(() => reservations.id),
    amountCents: integer('amount_cents').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    reference: text('reference'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    recordedBy: integer('recorded_by')
      .notNull()
      .references(() => users.id),
  },
  (t) => [check('rental_deposits_amount_check', sql`${t.amountCents} >= 0`)],
);

/** Charges added at check-in; an amount other than the proposed one carries a reason. */
export const rentalCharges = pgTable(
  'rental_charges',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
    kind: text('kind', { enum: CHARGE_KINDS }).notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    proposedCents: integer('proposed_cents'),
    reason: text('reason'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    recordedBy: integer('recorded_by')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    index('rental_charges_reservation_idx').on(t.reservationId),
    index('rental_charges_recorded_at_idx').on(t.recordedAt),
  ],
);

export const rentalPayments = pgTable(
  'rental_payments',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
    amountCents: integer('amount_cents').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    reference: text('reference'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    recordedBy: integer('recorded_by')
      .notNull()
      .references(() => users.id),
  },
  (t) => [index('rental_payments_reservation_idx').on(t.reservationId)],
);

/** One row per series and year: the last number issued (gap-free, docs/billing.md). */
export const documentCounters = pgTable('document_counters', {
  series: text('series', { enum: DOCUMENT_SERIES }).notNull(),
  year: smallint('year').notNull(),
  lastNumber: integer('last_number').notNull(),
});

/** Issued agreements and statements; `content` is frozen at issue, the PDF made from it once. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    series: text('series', { enum: DOCUMENT_SERIES }).notNull(),
    year: smallint('year').notNull(),
    number: integer('number').notNull(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
    replaces: integer('replaces'),
    content: jsonb('content').notNull(),
    pdf: bytea('pdf'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('documents_series_year_number_key').on(t.series, t.year, t.number),
    index('documents_reservation_idx').on(t.reservationId),
  ],
);

export const schema = {
  users,
  vehicles,
  maintenanceRecords,
  reservations,
  idempotencyKeys,
  loginAttempts,
  photos,
  handovers,
  odometerReadings,
  maintenanceWindows,
  vehicleOccupancy,
  auditEntries,
  calendarFeeds,
  listStamps,
  backupRuns,
  handoverRecording,
  companySettings,
  rentalDeposits,
  rentalCharges,
  rentalPayments,
  documentCounters,
  documents,
};
