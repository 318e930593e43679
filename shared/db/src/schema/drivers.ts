import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Generated, Timestamp } from './columns';
import type { DriverOrderStatus, DriverStatus, VehicleType } from './enums';

export interface DriversTable {
  /** Equals the driver's profile id. */
  id: string;
  /** The work zone: a city. Fixed after registration. */
  zone_id: string;
  phone: string;
  vehicle_type: Generated<VehicleType>;
  status: Generated<DriverStatus>;
  is_available: Generated<boolean>;
  /** Key in the private `driver-ids` bucket ('{userId}.{ext}'), not a public URL. */
  identification_url: string | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface DriverOrdersTable {
  id: Generated<string>;
  order_id: string;
  driver_id: string;
  /** At most one row per order with status <> 'cancelled' (partial unique index). */
  status: Generated<DriverOrderStatus>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface DriverTables {
  drivers: DriversTable;
  driver_orders: DriverOrdersTable;
}

export type Driver = Selectable<DriversTable>;
export type NewDriver = Insertable<DriversTable>;
export type DriverUpdate = Updateable<DriversTable>;
export type DriverOrder = Selectable<DriverOrdersTable>;
export type NewDriverOrder = Insertable<DriverOrdersTable>;
export type DriverOrderUpdate = Updateable<DriverOrdersTable>;
