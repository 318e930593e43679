import { CITY_DRIVER_INVITATIONS_LIMIT, type CityDriverInvitation } from '@cerca/contracts/city-drivers';
import type { VehicleType } from '@cerca/contracts/driver-me';
import { type Db, type DriverInvitation, sql } from '@cerca/db';

// A manager's side of driver invitations (issue 21). Nothing here reads or writes the invited
// person's account: the invitation is all there is until they accept it (the driver service).

/** The pending invitation of this city and address, locked for the rest of `trx`. */
export function lockPendingInvitation(trx: Db, cityId: string, email: string) {
  return trx
    .selectFrom('driver_invitations')
    .select(['id', 'identification_key', 'expires_at'])
    .where('city_id', '=', cityId)
    .where('email', '=', email)
    .where('status', '=', 'pending')
    .forUpdate()
    .executeTakeFirst();
}

/** What a manager sees of an invitation (toCityDriverInvitation), named. */
const INVITATION_COLUMNS = [
  'id',
  'email',
  'full_name',
  'phone',
  'vehicle_type',
  'identification_key',
  'created_at',
  'expires_at',
] as const;

export type InvitationRow = Pick<DriverInvitation, (typeof INVITATION_COLUMNS)[number]>;

export interface InvitationValues {
  full_name: string;
  phone: string;
  vehicle_type: VehicleType;
  identification_key: string;
  invited_by: string;
  expires_at: Date;
}

export function insertInvitation(
  trx: Db,
  invitation: { id: string; city_id: string; email: string } & InvitationValues,
) {
  return trx
    .insertInto('driver_invitations')
    .values(invitation)
    .returning(INVITATION_COLUMNS)
    .executeTakeFirstOrThrow();
}

/**
 * Inviting the same address again: the new details and document, a new expiry, and a new mail
 * when the last one went out more than an hour ago (a slip of the form is not a mail each time).
 */
export function refreshInvitation(trx: Db, id: string, values: InvitationValues) {
  return trx
    .updateTable('driver_invitations')
    .set({
      ...values,
      mailed_at: sql<Date | null>`case when mailed_at < now() - interval '1 hour' then null else mailed_at end`,
    })
    .where('id', '=', id)
    .returning(INVITATION_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** A pending invitation past its expiry, found while inviting again: it lapses now. */
export function markExpired(trx: Db, id: string) {
  return trx
    .updateTable('driver_invitations')
    .set({ status: 'expired', closed_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** The city's pending, unexpired invitations, newest first. */
export function listPendingInvitations(db: Db, cityId: string) {
  return db
    .selectFrom('driver_invitations')
    .select(INVITATION_COLUMNS)
    .where('city_id', '=', cityId)
    .where('status', '=', 'pending')
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(CITY_DRIVER_INVITATIONS_LIMIT)
    .execute();
}

/** Revokes a pending invitation of this city; undefined when there is none with this id. */
export function revokeInvitation(trx: Db, cityId: string, id: string) {
  return trx
    .updateTable('driver_invitations')
    .set({ status: 'revoked', closed_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('city_id', '=', cityId)
    .where('status', '=', 'pending')
    .returning(['id', 'email', 'identification_key'])
    .executeTakeFirst();
}

export function toCityDriverInvitation(row: InvitationRow): CityDriverInvitation {
  return {
    id: row.id,
    email: row.email,
    full_name: row.full_name,
    phone: row.phone,
    vehicle_type: row.vehicle_type,
    has_identification: row.identification_key !== null,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
  };
}
