import type { CityDriver, CityDriverStatusFilter } from '@cerca/contracts/city-drivers';
import { CITY_DRIVERS_PAGE_SIZE } from '@cerca/contracts/city-drivers';
import { LIVE_DRIVER_ORDER_STATUSES } from '@cerca/contracts/deliveries';
import type { VehicleType } from '@cerca/contracts/driver-me';
import { type Db, type DriverStatus, escapeLike, sql } from '@cerca/db';
import type { TimeCursor } from '@cerca/service-kit';

const CURSOR_FORMAT = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"';

function driversOfCity(db: Db) {
  return db
    .selectFrom('drivers as d')
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
      'p.username',
      'p.full_name',
      'p.email',
      'p.avatar_url',
      // Microseconds, read back exactly by ::timestamptz (a JS Date would round them).
      sql<string>`to_char(d.created_at at time zone 'UTC', ${sql.lit(CURSOR_FORMAT)})`.as('cursor_at'),
    ]);
}

type CityDriverRow = NonNullable<Awaited<ReturnType<ReturnType<typeof driversOfCity>['executeTakeFirst']>>>;

/** The API's CityDriver: the ID document's key stays on the server (has_identification only). */
export function toCityDriver(row: CityDriverRow): CityDriver {
  return {
    id: row.id,
    phone: row.phone,
    vehicle_type: row.vehicle_type,
    status: row.status,
    is_available: row.is_available,
    has_identification: row.identification_url !== null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    profile: {
      username: row.username,
      full_name: row.full_name,
      email: row.email,
      avatar_url: row.avatar_url,
    },
  };
}

export interface CityDriversFilter {
  q: string;
  status: CityDriverStatusFilter;
  vehicle: VehicleType | 'all';
}

/**
 * One page of a city's drivers, newest first (the drivers_zone_idx order), filtered by status,
 * vehicle and a case-insensitive substring of username, full name, e-mail or phone (spec 02 §5).
 */
export async function listCityDrivers(db: Db, cityId: string, filter: CityDriversFilter, after?: TimeCursor) {
  let query = driversOfCity(db)
    .where('d.zone_id', '=', cityId)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(CITY_DRIVERS_PAGE_SIZE + 1);
  if (filter.status !== 'all') query = query.where('d.status', '=', filter.status);
  if (filter.vehicle !== 'all') query = query.where('d.vehicle_type', '=', filter.vehicle);
  if (filter.q !== '') {
    const pattern = `%${escapeLike(filter.q.toLowerCase())}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(p.username)`, 'like', pattern),
        eb(sql`lower(p.full_name)`, 'like', pattern),
        eb(sql`lower(p.email)`, 'like', pattern),
        eb(sql`lower(d.phone)`, 'like', pattern),
      ]),
    );
  }
  if (after) {
    query = query.where(sql<boolean>`(d.created_at, d.id) < (${after.at}::timestamptz, ${after.id}::uuid)`);
  }
  const rows = await query.execute();
  const page = rows.slice(0, CITY_DRIVERS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    drivers: page.map(toCityDriver),
    next: rows.length > CITY_DRIVERS_PAGE_SIZE && last ? { at: last.cursor_at, id: last.id } : null,
  };
}

/** A driver of this city, or undefined (also for a driver of another city). */
export function findCityDriver(db: Db, cityId: string, driverId: string) {
  return driversOfCity(db).where('d.id', '=', driverId).where('d.zone_id', '=', cityId).executeTakeFirst();
}

/** The driver row locked for the rest of `trx`, whatever its city. */
export function lockDriver(trx: Db, driverId: string) {
  return trx
    .selectFrom('drivers')
    .select(['id', 'zone_id', 'status', 'identification_url'])
    .where('id', '=', driverId)
    .forUpdate()
    .executeTakeFirst();
}

/** Spec 02 §4: any status change by the city manager also switches availability off. */
export function setDriverStatus(trx: Db, driverId: string, status: DriverStatus) {
  return trx.updateTable('drivers').set({ status, is_available: false }).where('id', '=', driverId).execute();
}

/** Deliveries the driver still carries (neither delivered nor cancelled). */
export async function countOpenDeliveries(trx: Db, driverId: string): Promise<number> {
  const row = await trx
    .selectFrom('driver_orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('driver_id', '=', driverId)
    .where('status', 'in', LIVE_DRIVER_ORDER_STATUSES)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function deleteDriver(trx: Db, driverId: string) {
  return trx.deleteFrom('drivers').where('id', '=', driverId).execute();
}

/** How the audit log names the caller: their username, else their e-mail. */
export async function actorLabel(db: Db, userId: string, fallback: string | null): Promise<string> {
  const row = await db.selectFrom('profiles').select('username').where('id', '=', userId).executeTakeFirst();
  return row?.username ?? fallback ?? userId;
}
