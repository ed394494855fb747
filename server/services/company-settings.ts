import { eq, sql } from 'drizzle-orm';
import { fromCents, type MoneySettings, toCents } from '#domain/billing.ts';
import { type CompanySettings, DEFAULT_COMPANY_SETTINGS } from '#domain/company-settings.ts';
import type { CompanySettingsView } from '#domain/company-settings-contracts.ts';
import { VEHICLE_TYPES, type VehicleType } from '#domain/vehicle-kinds.ts';
import type { Db } from '../db/client.ts';
import { companySettings, reservations } from '../db/schema.ts';
import { recordAudit } from './audit.ts';

/**
 * A booking's times as shown (issue 28): bookings made before times existed read the settings'
 * defaults; a pickup at the agency reads the agency's address. One small row, read per statement.
 */
export const pickupTimeSql = sql<string>`coalesce(${reservations.pickupTime}, (select default_pickup_time from company_settings where id = 1), ${DEFAULT_COMPANY_SETTINGS.defaultPickupTime})`;
export const returnTimeSql = sql<string>`coalesce(${reservations.returnTime}, (select default_return_time from company_settings where id = 1), ${DEFAULT_COMPANY_SETTINGS.defaultReturnTime})`;
export const agencyAddressSql = sql<string>`coalesce((select address from company_settings where id = 1), ${DEFAULT_COMPANY_SETTINGS.address})`;

/** The settings' one row. */
export const SETTINGS_ID = 1;

const columns = {
  companyName: companySettings.companyName,
  nit: companySettings.nit,
  address: companySettings.address,
  phone: companySettings.phone,
  whatsapp: companySettings.whatsapp,
  openingHours: companySettings.openingHours,
  defaultPickupTime: companySettings.defaultPickupTime,
  defaultReturnTime: companySettings.defaultReturnTime,
  updatedAt: companySettings.updatedAt,
  agreementTerms: companySettings.agreementTerms,
  lateFeePerDayCents: companySettings.lateFeePerDayCents,
  fuelChargePerEighthCents: companySettings.fuelChargePerEighthCents,
  cleaningFeeCents: companySettings.cleaningFeeCents,
  depositByTypeCents: companySettings.depositByTypeCents,
};

interface MoneyColumns {
  agreementTerms: string;
  lateFeePerDayCents: number | null;
  fuelChargePerEighthCents: number;
  cleaningFeeCents: number;
  depositByTypeCents: Record<VehicleType, number>;
}

type Row = CompanySettings & MoneyColumns & { updatedAt: Date };

const perType = (values: Record<VehicleType, number>, convert: (value: number) => number) =>
  Object.fromEntries(VEHICLE_TYPES.map((type) => [type, convert(values[type] ?? 0)])) as Record<
    VehicleType,
    number
  >;

/** Issue 30: the money settings in dollars, as the API and the domain's proposals read them. */
function moneyOf(row: MoneyColumns): MoneySettings {
  return {
    agreementTerms: row.agreementTerms,
    lateFeePerDay: row.lateFeePerDayCents === null ? null : fromCents(row.lateFeePerDayCents),
    fuelChargePerEighth: fromCents(row.fuelChargePerEighthCents),
    cleaningFee: fromCents(row.cleaningFeeCents),
    depositByType: perType(row.depositByTypeCents, fromCents),
  };
}

function moneyColumns(money: MoneySettings): MoneyColumns {
  return {
    agreementTerms: money.agreementTerms,
    lateFeePerDayCents: money.lateFeePerDay === null ? null : toCents(money.lateFeePerDay),
    fuelChargePerEighthCents: toCents(money.fuelChargePerEighth),
    cleaningFeeCents: toCents(money.cleaningFee),
    depositByTypeCents: perType(money.depositByType, toCents),
  };
}

const fieldsOf = (row: Row): CompanySettings & { money: MoneySettings } => ({
  companyName: row.companyName,
  nit: row.nit,
  address: row.address,
  phone: row.phone,
  whatsapp: row.whatsapp,
  openingHours: row.openingHours,
  defaultPickupTime: row.defaultPickupTime,
  defaultReturnTime: row.defaultReturnTime,
  money: moneyOf(row),
});

const toView = (row: Row): CompanySettingsView => ({
  ...fieldsOf(row),
  updatedAt: row.updatedAt.toISOString(),
});

/** What migration 0027 writes, should the row ever be missing. */
export const DEFAULT_MONEY_SETTINGS: MoneySettings = {
  agreementTerms:
    'El arrendatario recibe el vehículo en el estado descrito en este contrato y se compromete a devolverlo en la fecha y hora pactadas, con el mismo nivel de combustible y sin daños nuevos. Los días de atraso, el combustible faltante, la limpieza y los daños se cobran según las tarifas vigentes de la empresa. El depósito se devuelve al liquidar el contrato, descontados los cargos.',
  lateFeePerDay: null,
  fuelChargePerEighth: 10,
  cleaningFee: 25,
  depositByType: { Sedan: 200, SUV: 300, PickUp: 300 },
};

/**
 * The settings (migration 0023 writes the row; should it ever be missing, the defaults stand in
 * rather than every booking failing).
 */
export async function readSettings(db: Db): Promise<CompanySettingsView> {
  const [row] = await db
    .select(columns)
    .from(companySettings)
    .where(eq(companySettings.id, SETTINGS_ID));
  return row
    ? toView(row)
    : {
        ...DEFAULT_COMPANY_SETTINGS,
        money: DEFAULT_MONEY_SETTINGS,
        updatedAt: new Date(0).toISOString(),
      };
}

/** PUT /api/settings' body: `money` is optional (a form from before issue 30 sends none). */
export type SettingsChange = CompanySettings & { money?: MoneySettings };

/** PUT /api/settings: all fields at once, the before and after in the audit trail. */
export async function updateSettings(
  db: Db,
  { money, ...next }: SettingsChange,
): Promise<CompanySettingsView> {
  return db.transaction(async (tx) => {
    // The row lock orders two admins saving at once: each audit entry's "before" is what the
    // other one wrote.
    const [current] = await tx
      .select(columns)
      .from(companySettings)
      .where(eq(companySettings.id, SETTINGS_ID))
      .for('update');
    const values = {
      ...next,
      ...moneyColumns(money ?? (current ? moneyOf(current) : DEFAULT_MONEY_SETTINGS)),
    };
    const [saved] = await tx
      .insert(companySettings)
      .values({ id: SETTINGS_ID, ...values, updatedAt: sql`now()` })
      .onConflictDoUpdate({
        target: companySettings.id,
        set: { ...values, updatedAt: sql`now()` },
      })
      .returning(columns);
    if (!saved) throw new Error('settings upsert returned no row');
    await recordAudit(tx, {
      entity: 'settings',
      entityId: SETTINGS_ID,
      action: 'updated',
      before: current ? { ...fieldsOf(current) } : null,
      after: { ...fieldsOf(saved) },
    });
    return toView(saved);
  });
}
