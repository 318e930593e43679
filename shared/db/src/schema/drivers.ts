import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Generated, Timestamp } from './columns';
import type { DriverInvitationStatus, DriverOrderStatus, DriverStatus, VehicleType } from './enums';

export interface DriversTable {
  /** Equals the driver's profile id. */
  id: string;
  /** The work zone: a city. Fixed after registration. */
  zone_id: string;
  phone: string;
  vehicle_type: Generated<VehicleType>;
  status: Generated<DriverStatus>;
  is_available: Generated<boolean>;
  /** Whether the customer of an order this driver carries may call them (default off). */
  allow_customer_calls: Generated<boolean>;
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

/**
 * Issue 21: a partner's invitation to drive in their city, addressed to an e-mail. It holds what
 * the partner typed until the person accepts it while signed in with that address; nothing is
 * written to any profile or driver row before that.
 */
export interface DriverInvitationsTable {
  id: Generated<string>;
  city_id: string;
  /** Lower-case; at most one pending invitation per city and address. */
  email: string;
  /** As the partner typed them: fill the person's own profile only where empty, on acceptance. */
  full_name: string;
  phone: string;
  vehicle_type: Generated<VehicleType>;
  /** Key in the private `driver-ids` bucket: 'invitations/{invitationId}.{ext}'. */
  identification_key: string | null;
  status: Generated<DriverInvitationStatus>;
  invited_by: string | null;
  /** SHA-256 (hex) of the secret in the mail's link; null until the mail is made. */
  token_hash: string | null;
  mailed_at: Timestamp | null;
  expires_at: Timestamp;
  /** When it stopped being pending. */
  closed_at: Timestamp | null;
  accepted_by: string | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface DriverTables {
  drivers: DriversTable;
  driver_orders: DriverOrdersTable;
  driver_invitations: DriverInvitationsTable;
}

export type Driver = Selectable<DriversTable>;
export type NewDriver = Insertable<DriversTable>;
export type DriverUpdate = Updateable<DriversTable>;
export type DriverOrder = Selectable<DriverOrdersTable>;
export type NewDriverOrder = Insertable<DriverOrdersTable>;
export type DriverOrderUpdate = Updateable<DriverOrdersTable>;
export type DriverInvitation = Selectable<DriverInvitationsTable>;
export type NewDriverInvitation = Insertable<DriverInvitationsTable>;
