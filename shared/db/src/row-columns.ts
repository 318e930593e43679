/**
 * Every column of the rows some queries hand around whole (AuthUser, Profile), named instead of
 * `select *` / `returning *`. Queries run as named prepared statements on pooled connections: a
 * column that a migration adds must not change what the code already running selects (Postgres
 * refuses a cached statement whose result shape changed). Kysely checks the lists against the
 * row types wherever a function promises the whole row, so a column added to a table type and
 * missing here fails the type check.
 */
export const AUTH_USER_COLUMNS = [
  'id',
  'email',
  'encrypted_password',
  'email_confirmed_at',
  'raw_user_meta_data',
  'raw_app_meta_data',
  'last_sign_in_at',
  'banned_until',
  'created_at',
  'updated_at',
] as const;

export const PROFILE_COLUMNS = [
  'id',
  'role',
  'managed_city_id',
  'username',
  'full_name',
  'avatar_url',
  'email',
  'phone',
  'user_type',
  'show_email',
  'notifications_enabled',
  'created_at',
  'updated_at',
] as const;
