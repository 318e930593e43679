import type { AdminSettingsResponse } from '@cerca/contracts/admin-settings';
import type { Db } from '@cerca/db';
import type { AuthUser } from '@cerca/service-kit';
import { findProfile } from './repositories/profiles';
import { readAdminSettings } from './repositories/settings';

/** What GET and PUT /settings answer: the toggles and the caller's account. */
export async function settingsAnswer(db: Db, user: AuthUser): Promise<AdminSettingsResponse> {
  const [settings, profile] = await Promise.all([readAdminSettings(db), findProfile(db, user.id)]);
  return {
    settings,
    account: {
      id: user.id,
      username: profile?.username ?? user.email ?? user.id,
      full_name: profile?.full_name ?? null,
      email: profile?.email ?? user.email ?? null,
      avatar_url: profile?.avatar_url ?? null,
      created_at: (profile?.created_at ?? new Date()).toISOString(),
    },
  };
}
