import {
  AppError,
  type AuthUser,
  canManageCity,
  errors,
  loadCallerStanding,
  ownsBusiness,
  type ServiceContext,
} from '@cerca/service-kit';
import { type BucketName, bucketRule } from '@cerca/storage';
import messages from './messages.json';
import { findDriverZoneId, isDriver } from './repositories/drivers';

type PolicyContext = Pick<ServiceContext, 'db' | 'config'>;

// Lowercase only: one person or business has one spelling of its folder and file names.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const USER_KEY = /^([0-9a-f-]{36})\.([a-z0-9]{1,5})$/;

/** `<userId>.<ext>` → userId, for the buckets whose keys are people. */
export function userOfKey(key: string): string | null {
  const match = USER_KEY.exec(key);
  return match?.[1] && UUID.test(match[1]) ? match[1].toLowerCase() : null;
}

/** `<businessId>/…` → businessId, for the buckets whose keys belong to a business. */
function businessOfKey(key: string): string | null {
  const slash = key.indexOf('/');
  if (slash <= 0) return null;
  const id = key.slice(0, slash);
  return UUID.test(id) ? id.toLowerCase() : null;
}

/**
 * Whose an object is: in `avatars` and `driver-ids` a person owns only `<their id>.<ext>`;
 * elsewhere the key starts with a business the caller owns. Admins count as owners of every
 * key. Admin and ownership come from the database, never the token. Nobody owns an object of a
 * service's bucket (a report's photo): its service writes it and signs the URLs that read it.
 */
async function assertOwnsKey(
  context: PolicyContext,
  user: AuthUser,
  bucket: BucketName,
  key: string,
): Promise<void> {
  const { keyOwner } = bucketRule(bucket);
  if (keyOwner === 'service') throw errors.forbidden(messages.serviceObject);
  if (keyOwner === 'user') {
    const owner = userOfKey(key);
    if (!owner) throw new AppError(400, 'invalid_key', messages.invalidKey);
    if (owner === user.id.toLowerCase()) return;
    if (!(await loadCallerStanding(context, user)).isAdmin) throw errors.forbidden(messages.notOwnerUser);
    return;
  }
  const businessId = businessOfKey(key);
  if (!businessId) throw new AppError(400, 'invalid_key', messages.invalidKey);
  if (!(await ownsBusiness(context, user, businessId))) throw errors.forbidden(messages.notOwnerBusiness);
}

/**
 * Who may write (upload, replace, delete) an object: its owner (assertOwnsKey) or an admin. In
 * `driver-ids` the owner must also be a registered driver: registration writes the first
 * document through @cerca/storage after creating the drivers row, so over HTTP only drivers
 * replace theirs and the private bucket holds no documents of people who never registered.
 */
export async function assertMayWrite(
  context: PolicyContext,
  user: AuthUser,
  bucket: BucketName,
  key: string,
): Promise<void> {
  await assertOwnsKey(context, user, bucket, key);
  if (bucket !== 'driver-ids' || (await isDriver(context.db, user.id))) return;
  if (!(await loadCallerStanding(context, user)).isAdmin) throw errors.forbidden(messages.notDriver);
}

/**
 * Who may get a signed URL to read an object: its owner or an admin, and for identity
 * documents also whoever manages the driver's zone (its city partner; the drivers screen
 * shows them).
 */
export async function assertMayRead(
  context: PolicyContext,
  user: AuthUser,
  bucket: BucketName,
  key: string,
): Promise<void> {
  const driverId = bucket === 'driver-ids' ? userOfKey(key) : null;
  if (driverId && driverId !== user.id.toLowerCase()) {
    const zoneId = await findDriverZoneId(context.db, driverId);
    if (zoneId && (await canManageCity(context, user, zoneId))) return;
  }
  await assertOwnsKey(context, user, bucket, key);
}
