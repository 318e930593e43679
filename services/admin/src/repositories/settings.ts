import {
  ADMIN_SETTING_KEYS,
  type AdminSettings,
  DEFAULT_ADMIN_SETTINGS,
} from '@cerca/contracts/admin-settings';
import type { Db } from '@cerca/db';

const FIELDS = Object.keys(ADMIN_SETTING_KEYS) as (keyof AdminSettings)[];

/** The Configuración toggles from app_settings; a key never saved reads as its default. */
export async function readAdminSettings(db: Db): Promise<AdminSettings> {
  const rows = await db
    .selectFrom('app_settings')
    .select(['key', 'value'])
    .where('key', 'in', Object.values(ADMIN_SETTING_KEYS))
    .execute();
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const settings = { ...DEFAULT_ADMIN_SETTINGS };
  for (const field of FIELDS) {
    const value = stored.get(ADMIN_SETTING_KEYS[field]);
    if (typeof value === 'boolean') settings[field] = value;
  }
  return settings;
}

/** Saves every toggle (one row per key); the fields whose value changed, for the audit entry. */
export async function writeAdminSettings(
  db: Db,
  next: AdminSettings,
  adminId: string,
): Promise<Partial<AdminSettings>> {
  const before = await readAdminSettings(db);
  await db
    .insertInto('app_settings')
    .values(
      FIELDS.map((field) => ({
        key: ADMIN_SETTING_KEYS[field],
        value: JSON.stringify(next[field]),
        updated_by: adminId,
      })),
    )
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value'), updated_by: adminId })),
    )
    .execute();
  return Object.fromEntries(FIELDS.filter((field) => before[field] !== next[field]).map((f) => [f, next[f]]));
}
