import { type AdminSettings, adminSettingsSchema } from '@cerca/contracts/admin-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/** The toggles in the order the tab shows them, each with its text keys. */
export const SETTING_TOGGLES = [
  {
    field: 'email_notifications',
    label: 'settings.emailNotifications',
    hint: 'settings.emailNotificationsHint',
  },
  {
    field: 'manual_business_approval',
    label: 'settings.manualBusinessApproval',
    hint: 'settings.manualBusinessApprovalHint',
  },
  { field: 'maintenance_mode', label: 'settings.maintenanceMode', hint: 'settings.maintenanceModeHint' },
] as const satisfies readonly { field: keyof AdminSettings; label: string; hint: string }[];

/** react-hook-form over the schema PUT /api/admin/settings validates with. */
export const settingsResolver = zodResolver(adminSettingsSchema) as unknown as Resolver<
  AdminSettings,
  unknown,
  AdminSettings
>;
