import type { Db, VehicleType } from '@cerca/db';

/** A driver record joined with its zone (a city) and profile, or undefined. */
export function findDriverWithZone(db: Db, driverId: string) {
  return db
    .selectFrom('drivers as d')
    .innerJoin('cities as c', 'c.id', 'd.zone_id')
    .innerJoin('profiles as p', 'p.id', 'd.id')
    .select([
      'd.id',
      'd.zone_id',
      'd.phone',
      'd.vehicle_type',
      'd.status',
      'd.is_available',
      'd.identification_url',
      'd.created_at',
      'd.updated_at',
      'c.name as zone_name',
      'c.state as zone_state',
      'p.username',
      'p.full_name',
      'p.avatar_url',
      'p.email',
    ])
    .where('d.id', '=', driverId)
    .executeTakeFirst();
}

export type DriverWithZoneRow = NonNullable<Awaited<ReturnType<typeof findDriverWithZone>>>;

/** The driver row locked for the rest of `trx` (registration and availability changes). */
export function lockDriver(trx: Db, driverId: string) {
  return trx
    .selectFrom('drivers')
    .select(['id', 'zone_id', 'status', 'is_available', 'identification_url'])
    .where('id', '=', driverId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The driver row held FOR SHARE while an order is accepted: a suspension or an availability
 * change waits for the accept to commit, so nobody accepts after being switched off.
 */
export function shareLockDriver(trx: Db, driverId: string) {
  return trx
    .selectFrom('drivers')
    .select(['id', 'zone_id', 'status', 'is_available'])
    .where('id', '=', driverId)
    .forShare()
    .executeTakeFirst();
}

export function cityExists(db: Db, cityId: string) {
  return db.selectFrom('cities').select('id').where('id', '=', cityId).executeTakeFirst();
}

export interface RegistrationValues {
  phone: string;
  vehicle_type: VehicleType;
  zone_id: string;
  /** undefined keeps the document on file. */
  identification_url?: string;
}

/** A new driver: approved and not available (spec 02 §4 Driver status). undefined if one exists. */
export function insertDriver(trx: Db, driverId: string, values: RegistrationValues) {
  return trx
    .insertInto('drivers')
    .values({ id: driverId, ...values, status: 'approved', is_available: false })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** An update of a driver's own details; the zone never changes here. */
export function updateDriverDetails(trx: Db, driverId: string, values: Omit<RegistrationValues, 'zone_id'>) {
  return trx.updateTable('drivers').set(values).where('id', '=', driverId).execute();
}

/** Spec 02 §7: registration also saves the phone on the person's profile. */
export function setProfilePhone(trx: Db, userId: string, phone: string) {
  return trx.updateTable('profiles').set({ phone }).where('id', '=', userId).execute();
}

/** Availability of an approved driver; undefined when the driver is suspended (or gone). */
export function setAvailability(db: Db, driverId: string, isAvailable: boolean) {
  return db
    .updateTable('drivers')
    .set({ is_available: isAvailable })
    .where('id', '=', driverId)
    .where('status', '=', 'approved')
    .returning('id')
    .executeTakeFirst();
}

/** The driver's zone and identity document key, for the signed-URL route. */
export function findDriverIdentification(db: Db, driverId: string) {
  return db
    .selectFrom('drivers')
    .select(['id', 'zone_id', 'identification_url'])
    .where('id', '=', driverId)
    .executeTakeFirst();
}
