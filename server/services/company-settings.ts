import { eq, sql } from 'drizzle-orm';
import { type CompanySettings, DEFAULT_COMPANY_SETTINGS } from '#domain/company-settings.ts';
import type { CompanySettingsView } from '#domain/company-settings-contracts.ts';
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
};

type Row = CompanySettings & { updatedAt: Date };

const toView = ({ updatedAt, ...settings }: Row): CompanySettingsView => ({
  ...settings,
  updatedAt: updatedAt.toISOString(),
});

const fieldsOf = ({ updatedAt: _updatedAt, ...settings }: Row): CompanySettings => settings;

/**
 * The settings (migration 0023 writes the row; should it ever be missing, the defaults stand in
 * rather than every booking failing).
 */
export async function readSettings(db: Db): Promise<CompanySettingsView> {
  const [row] = await db
    .select(columns)
    .from(companySettings)
    .where(eq(companySettings.id, SETTINGS_ID));
  return row ? toView(row) : { ...DEFAULT_COMPANY_SETTINGS, updatedAt: new Date(0).toISOString() };
}

/** PUT /api/settings: all fields at once, the before and after in the audit trail. */
export async function updateSettings(db: Db, next: CompanySettings): Promise<CompanySettingsView> {
  return db.transaction(async (tx) => {
    // The row lock orders two admins saving at once: each audit entry's "before" is what the
    // other one wrote.
    const [current] = await tx
      .select(columns)
      .from(companySettings)
      .where(eq(companySettings.id, SETTINGS_ID))
      .for('update');
    const [saved] = await tx
      .insert(companySettings)
      .values({ id: SETTINGS_ID, ...next, updatedAt: sql`now()` })
      .onConflictDoUpdate({
        target: companySettings.id,
        set: { ...next, updatedAt: sql`now()` },
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
