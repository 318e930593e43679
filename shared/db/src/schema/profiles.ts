import type { Role } from '@cerca/contracts';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Generated, Jsonb, JsonObject, JsonValue, Timestamp } from './columns';
import type { UserType } from './enums';

export interface ProfilesTable {
  /** Equals auth.users.id. */
  id: string;
  role: Generated<Role>;
  /** Required (CHECK) when role = 'city_partner'. */
  managed_city_id: string | null;
  /** Unique. */
  username: string;
  full_name: string | null;
  avatar_url: string | null;
  email: string | null;
  phone: string | null;
  user_type: Generated<UserType>;
  /** Whether the public profile (/profile/{id}) shows the e-mail; off by default (issue 9). */
  show_email: Generated<boolean>;
  /** Whether the person wants notifications (/profile → Configuración; issue 10); on by default. */
  notifications_enabled: Generated<boolean>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  /** Free-form kind, e.g. 'order_status', 'new_message'. */
  type: string;
  title: string;
  body: string | null;
  data: Generated<Jsonb<JsonObject>>;
  read_at: Timestamp | null;
  created_at: Generated<Timestamp>;
}

/** Admin settings (Configuración tab): one row per key. */
export interface AppSettingsTable {
  key: string;
  value: Jsonb<JsonValue>;
  updated_by: string | null;
  updated_at: Generated<Timestamp>;
}

export interface ProfileTables {
  profiles: ProfilesTable;
  notifications: NotificationsTable;
  app_settings: AppSettingsTable;
}

export type Profile = Selectable<ProfilesTable>;
export type NewProfile = Insertable<ProfilesTable>;
export type ProfileUpdate = Updateable<ProfilesTable>;
export type Notification = Selectable<NotificationsTable>;
export type NewNotification = Insertable<NotificationsTable>;
export type NotificationUpdate = Updateable<NotificationsTable>;
export type AppSetting = Selectable<AppSettingsTable>;
export type NewAppSetting = Insertable<AppSettingsTable>;
export type AppSettingUpdate = Updateable<AppSettingsTable>;
