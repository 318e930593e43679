import { ROLES, type Role } from '@cerca/contracts';
import type { JsonObject } from '@cerca/db';
import { PROVEN_EMAIL_KEY } from '@cerca/db';
import { gotrue } from './gotrue-error';
import { isUuid } from './uuid';

/** app_metadata keys that live in profiles (role, managed city) or are kept by the service. */
const PROFILE_APP_KEYS = ['role', 'managed_city_id', 'provider', 'providers', PROVEN_EMAIL_KEY];

export interface ProfileFields {
  role: Role;
  managed_city_id: string | null;
}

/** The profile columns an admin sets through app_metadata, checked; missing keys keep `current`. */
export function parseProfileFields(
  appMetadata: Record<string, unknown> | undefined,
  current: ProfileFields,
): ProfileFields {
  if (!appMetadata) return current;
  const role = appMetadata.role === undefined ? current.role : appMetadata.role;
  if (typeof role !== 'string' || !(ROLES as readonly string[]).includes(role)) {
    throw gotrue.unprocessable("role must be 'user', 'city_partner' or 'admin'");
  }
  const city =
    appMetadata.managed_city_id === undefined ? current.managed_city_id : appMetadata.managed_city_id;
  if (city !== null && (typeof city !== 'string' || !isUuid(city))) {
    throw gotrue.unprocessable('managed_city_id must be a city id or null');
  }
  if (role === 'city_partner' && city === null) {
    throw gotrue.unprocessable('A city_partner needs a managed_city_id');
  }
  return { role: role as Role, managed_city_id: city };
}

/** The rest of app_metadata, stored as given on auth.users. */
export function otherAppMetadata(appMetadata: Record<string, unknown> | undefined): JsonObject {
  const rest: JsonObject = {};
  for (const [key, value] of Object.entries(appMetadata ?? {})) {
    if (!PROFILE_APP_KEYS.includes(key)) rest[key] = value as JsonObject[string];
  }
  return rest;
}

/** A managed_city_id naming no city fails on the foreign key; GoTrue-style 422 instead of a 500. */
export function profileWriteError(error: unknown): unknown {
  const pgError = error as { code?: string; constraint?: string };
  if (pgError?.code === '23503' && pgError.constraint?.includes('managed_city_id')) {
    return gotrue.unprocessable('managed_city_id does not exist');
  }
  return error;
}
