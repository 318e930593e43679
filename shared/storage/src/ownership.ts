import type { Database } from '@cerca/db';
import { AppError, type AuthUser } from '@cerca/service-kit';
import type { Kysely } from 'kysely';
import { type BucketName, bucketRule } from './buckets';
import { STORAGE_MESSAGES } from './messages';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const USER_KEY = /^([0-9a-f-]{36})\.([a-z0-9]{1,5})$/i;

/** `<userId>.<ext>` → userId, for the buckets whose keys are people. */
export function userOfKey(key: string): string | null {
  const match = USER_KEY.exec(key);
  return match?.[1] && UUID.test(match[1]) ? match[1].toLowerCase() : null;
}

/** `<businessId>/…` → businessId, for the buckets whose keys belong to a business. */
export function businessOfKey(key: string): string | null {
  const slash = key.indexOf('/');
  if (slash <= 0) return null;
  const id = key.slice(0, slash);
  return UUID.test(id) ? id.toLowerCase() : null;
}

async function ownsBusiness(db: Kysely<Database>, userId: string, businessId: string): Promise<boolean> {
  const row = await db
    .selectFrom('businesses')
    .select('id')
    .where('id', '=', businessId)
    .where('owner_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Who may write (upload, replace, delete) an object: in `avatars` and `driver-ids` a person
 * writes only `<their id>.<ext>`; elsewhere the key starts with a business the caller owns.
 * Admins may write anywhere.
 */
export async function assertMayWrite(db: Kysely<Database>, user: AuthUser, bucket: BucketName, key: string) {
  const rule = bucketRule(bucket);
  if (rule.keyOwner === 'user') {
    const owner = userOfKey(key);
    if (!owner) throw new AppError(400, 'invalid_key', STORAGE_MESSAGES.invalidKey);
    if (owner !== user.id.toLowerCase() && user.role !== 'admin') {
      throw new AppError(403, 'forbidden', STORAGE_MESSAGES.notOwnerUser);
    }
    return;
  }
  const businessId = businessOfKey(key);
  if (!businessId) throw new AppError(400, 'invalid_key', STORAGE_MESSAGES.invalidKey);
  if (user.role === 'admin') return;
  if (!(await ownsBusiness(db, user.id, businessId))) {
    throw new AppError(403, 'forbidden', STORAGE_MESSAGES.notOwnerBusiness);
  }
}

/**
 * Who may get a signed URL to read an object: whoever may write it, and for identity
 * documents also the city partner of the driver's zone (the drivers screen shows them).
 */
export async function assertMayRead(db: Kysely<Database>, user: AuthUser, bucket: BucketName, key: string) {
  if (bucket === 'driver-ids' && user.role === 'city_partner' && user.managedCityId) {
    const driverId = userOfKey(key);
    if (driverId) {
      const driver = await db
        .selectFrom('drivers')
        .select('id')
        .where('id', '=', driverId)
        .where('zone_id', '=', user.managedCityId)
        .executeTakeFirst();
      if (driver) return;
    }
  }
  await assertMayWrite(db, user, bucket, key);
}
