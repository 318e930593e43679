import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Generated, Jsonb, JsonObject, Timestamp } from './columns';
import type { OneTimeTokenType } from './enums';

// Postgres schema `auth`, owned by the auth service (GoTrue-compatible). Kysely names: 'auth.users' etc.

export interface AuthUsersTable {
  id: Generated<string>;
  /** Unique case-insensitively (unique index on lower(email)). */
  email: string;
  /** PHC string (argon2id); null for users who never set a password. */
  encrypted_password: string | null;
  email_confirmed_at: Timestamp | null;
  raw_user_meta_data: Generated<Jsonb<JsonObject>>;
  raw_app_meta_data: Generated<Jsonb<JsonObject>>;
  last_sign_in_at: Timestamp | null;
  banned_until: Timestamp | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface AuthSessionsTable {
  id: Generated<string>;
  user_id: string;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
  not_after: Timestamp | null;
  user_agent: string | null;
  ip: string | null;
}

export interface AuthRefreshTokensTable {
  /** bigserial, read as number. */
  id: Generated<number>;
  token_hash: string;
  user_id: string;
  session_id: string;
  parent_hash: string | null;
  revoked: Generated<boolean>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface AuthSigningKeysTable {
  kid: string;
  alg: string;
  private_jwk: Jsonb<JsonObject>;
  public_jwk: Jsonb<JsonObject>;
  active: Generated<boolean>;
  created_at: Generated<Timestamp>;
}

export interface AuthOneTimeTokensTable {
  id: Generated<string>;
  user_id: string;
  token_type: OneTimeTokenType;
  token_hash: string;
  created_at: Generated<Timestamp>;
  used_at: Timestamp | null;
}

export interface AuthMailOutboxTable {
  id: Generated<string>;
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  created_at: Generated<Timestamp>;
  /** When the SMTP server accepted it (outside production without SMTP_URL: when the job found it). */
  sent_at: Timestamp | null;
  /** When the mail job gave up on it (a permanent refusal, or too many temporary failures). */
  failed_at: Timestamp | null;
  /** Claims made by the mail job so far. */
  attempts: Generated<number>;
  last_error: string | null;
  /** No worker takes it before: one claim's lease ahead, or a temporary failure's backoff. */
  next_attempt_at: Generated<Timestamp>;
}

export interface AuthTables {
  'auth.users': AuthUsersTable;
  'auth.sessions': AuthSessionsTable;
  'auth.refresh_tokens': AuthRefreshTokensTable;
  'auth.signing_keys': AuthSigningKeysTable;
  'auth.one_time_tokens': AuthOneTimeTokensTable;
  'auth.mail_outbox': AuthMailOutboxTable;
}

export type AuthUser = Selectable<AuthUsersTable>;
export type NewAuthUser = Insertable<AuthUsersTable>;
export type AuthUserUpdate = Updateable<AuthUsersTable>;
export type AuthSession = Selectable<AuthSessionsTable>;
export type NewAuthSession = Insertable<AuthSessionsTable>;
export type AuthSessionUpdate = Updateable<AuthSessionsTable>;
export type AuthRefreshToken = Selectable<AuthRefreshTokensTable>;
export type NewAuthRefreshToken = Insertable<AuthRefreshTokensTable>;
export type AuthRefreshTokenUpdate = Updateable<AuthRefreshTokensTable>;
export type AuthSigningKey = Selectable<AuthSigningKeysTable>;
export type NewAuthSigningKey = Insertable<AuthSigningKeysTable>;
export type AuthSigningKeyUpdate = Updateable<AuthSigningKeysTable>;
export type AuthOneTimeToken = Selectable<AuthOneTimeTokensTable>;
export type NewAuthOneTimeToken = Insertable<AuthOneTimeTokensTable>;
export type AuthOneTimeTokenUpdate = Updateable<AuthOneTimeTokensTable>;
export type AuthMail = Selectable<AuthMailOutboxTable>;
export type NewAuthMail = Insertable<AuthMailOutboxTable>;
