/**
 * The one spelling of a person's role, shared by the database schema, the services' caller
 * checks and the browser's session helpers.
 */
export const ROLES = ['user', 'city_partner', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The kind of account chosen at sign-up: a person, or a business owner. */
export const USER_TYPES = ['user', 'business'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** A role read from untrusted data (token claims, app_metadata); anything unknown is 'user'. */
export function parseRole(value: unknown): Role {
  return value === 'admin' || value === 'city_partner' ? value : 'user';
}
