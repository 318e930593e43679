import * as z from 'zod/mini';

// /admin → Configuración (spec 02 §2): the admin's account and three toggles the spec calls
// decorative. They are stored (app_settings) and shown; nothing else reads them yet.
// GET and PUT /api/admin/settings, admins only. Imported by file (`@cerca/contracts/admin-settings`).

/** The app_settings key of each toggle (value: a JSON boolean). */
export const ADMIN_SETTING_KEYS = {
  email_notifications: 'admin.email_notifications',
  manual_business_approval: 'admin.manual_business_approval',
  maintenance_mode: 'admin.maintenance_mode',
} as const;

export const adminSettingsSchema = z.object({
  email_notifications: z.boolean(),
  manual_business_approval: z.boolean(),
  maintenance_mode: z.boolean(),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** A toggle never saved reads as this. */
export const DEFAULT_ADMIN_SETTINGS: AdminSettings = {
  email_notifications: true,
  manual_business_approval: false,
  maintenance_mode: false,
};

export const adminSettingsResponseSchema = z.object({
  settings: adminSettingsSchema,
  /** The signed-in admin's account. */
  account: z.object({
    id: z.string(),
    username: z.string(),
    full_name: z.nullable(z.string()),
    email: z.nullable(z.string()),
    avatar_url: z.nullable(z.string()),
    created_at: z.string(),
  }),
});
export type AdminSettingsResponse = z.infer<typeof adminSettingsResponseSchema>;
