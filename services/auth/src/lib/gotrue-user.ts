import type { JsonObject } from '@cerca/db';
import { PROVEN_EMAIL_KEY } from '@cerca/db';
import type { UserWithProfile } from '../repositories/users';
import { appMetadataBase } from './create-account';
import { effectiveRole } from './effective-role';

/** The user object GoTrue returns (auth-js `User`), with Cerca's role in app_metadata. */
export type GoTrueUser = {
  id: string;
  aud: 'authenticated';
  role: 'authenticated';
  email: string;
  email_confirmed_at: string | null;
  phone: string;
  confirmed_at: string | null;
  last_sign_in_at: string | null;
  banned_until?: string;
  app_metadata: JsonObject;
  user_metadata: JsonObject;
  identities: JsonObject[];
  created_at: string;
  updated_at: string;
  is_anonymous: false;
};

export function appMetadata(record: UserWithProfile, adminEmails: string[]): JsonObject {
  // The proof of the address is the service's own bookkeeping, not part of GoTrue's answer.
  const { [PROVEN_EMAIL_KEY]: _proof, ...stored } = record.user.raw_app_meta_data;
  return {
    ...stored,
    ...appMetadataBase(),
    role: effectiveRole(record, adminEmails),
    managed_city_id: record.profile?.managed_city_id ?? null,
  };
}

export function toGoTrueUser(record: UserWithProfile, adminEmails: string[]): GoTrueUser {
  const { user } = record;
  const iso = (value: Date | null) => (value ? value.toISOString() : null);
  const created = user.created_at.toISOString();
  const updated = user.updated_at.toISOString();
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmed_at: iso(user.email_confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    ...(user.banned_until ? { banned_until: user.banned_until.toISOString() } : {}),
    app_metadata: appMetadata(record, adminEmails),
    user_metadata: user.raw_user_meta_data,
    // One e-mail identity, as GoTrue lists for password accounts (auth-js reads identities).
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: {
          email: user.email,
          email_verified: user.email_confirmed_at !== null,
          phone_verified: false,
          sub: user.id,
        },
        provider: 'email',
        last_sign_in_at: iso(user.last_sign_in_at),
        created_at: created,
        updated_at: updated,
        email: user.email,
      },
    ],
    created_at: created,
    updated_at: updated,
    is_anonymous: false,
  };
}
