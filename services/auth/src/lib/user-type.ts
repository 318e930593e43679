import { USER_TYPES, type UserType } from '@cerca/db';
import { gotrue } from './gotrue-error';

/** user_metadata.user_type: undefined when not given, 422 when not an account type. */
export function parseUserType(value: unknown): UserType | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value))
    return value as UserType;
  throw gotrue.unprocessable("user_type must be 'user' or 'business'");
}
