import type { Db } from '@cerca/db';

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
