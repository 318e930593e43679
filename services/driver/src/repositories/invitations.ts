import type { DriverInvitation as DriverInvitationView } from '@cerca/contracts/driver-invitations';
import { type Db, sql, type VehicleType } from '@cerca/db';

// The invited person's side of driver invitations (issue 21).

/** The caller's address as auth keeps it, with the proof of it (raw_app_meta_data). */
export function findAccountAddress(db: Db, userId: string) {
  return db
    .selectFrom('auth.users as u')
    .innerJoin('profiles as p', 'p.id', 'u.id')
    .select(['u.email', 'u.raw_app_meta_data', 'p.username'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/**
 * Pending, unexpired invitations to `email`, with their city, that the caller may see: those
 * whose address is proven (`proven`), or the one whose mailed secret hashes to `tokenHash`.
 */
export function listAnswerableInvitations(
  db: Db,
  email: string,
  proof: { proven: boolean; tokenHash: string | null },
) {
  return db
    .selectFrom('driver_invitations as i')
    .innerJoin('cities as c', 'c.id', 'i.city_id')
    .select([
      'i.id',
      'i.full_name',
      'i.phone',
      'i.vehicle_type',
      'i.created_at',
      'i.expires_at',
      'c.id as city_id',
      'c.name as city_name',
      'c.state as city_state',
    ])
    .where('i.email', '=', email)
    .where('i.status', '=', 'pending')
    .where('i.expires_at', '>', sql<Date>`now()`)
    .where((eb) => {
      if (proof.proven) return eb.lit(true);
      return proof.tokenHash ? eb('i.token_hash', '=', proof.tokenHash) : eb.lit(false);
    })
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .limit(20)
    .execute();
}

type AnswerableRow = Awaited<ReturnType<typeof listAnswerableInvitations>>[number];

export function toDriverInvitation(row: AnswerableRow): DriverInvitationView {
  return {
    id: row.id,
    city: { id: row.city_id, name: row.city_name, state: row.city_state },
    full_name: row.full_name,
    phone: row.phone,
    vehicle_type: row.vehicle_type,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
  };
}

/** The invitation locked for the rest of `trx`: two answers to it wait in turn. */
export function lockInvitation(trx: Db, id: string) {
  return trx
    .selectFrom('driver_invitations')
    .select([
      'id',
      'city_id',
      'email',
      'full_name',
      'phone',
      'vehicle_type',
      'identification_key',
      'status',
      'token_hash',
      'expires_at',
      sql<boolean>`expires_at <= now()`.as('expired'),
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export type LockedInvitation = NonNullable<Awaited<ReturnType<typeof lockInvitation>>>;

/** The answer: accepted (by whom) or declined; it is pending no more. */
export function closeInvitation(
  trx: Db,
  id: string,
  answer: { status: 'accepted'; acceptedBy: string } | { status: 'declined' },
) {
  return trx
    .updateTable('driver_invitations')
    .set({
      status: answer.status,
      closed_at: sql<Date>`now()`,
      accepted_by: answer.status === 'accepted' ? answer.acceptedBy : null,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** A new driver from an invitation: approved and not available (spec 02 §4 Driver status). */
export function insertInvitedDriver(
  trx: Db,
  driverId: string,
  values: { zone_id: string; phone: string; vehicle_type: VehicleType },
) {
  return trx
    .insertInto('drivers')
    .values({ id: driverId, ...values, identification_url: null, status: 'approved', is_available: false })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** The key of the driver's own copy of the invitation's ID document. */
export function setDriverDocument(trx: Db, driverId: string, key: string) {
  return trx.updateTable('drivers').set({ identification_url: key }).where('id', '=', driverId).execute();
}

/**
 * The person accepted, so their own profile gets the invitation's name and phone, but only where
 * it has none: what they wrote themselves is never replaced.
 */
export function fillEmptyProfileFields(
  trx: Db,
  userId: string,
  values: { full_name: string; phone: string },
) {
  return trx
    .updateTable('profiles')
    .set({
      full_name: sql<string>`case when full_name is null or btrim(full_name) = '' then ${values.full_name} else full_name end`,
      phone: sql<string>`case when phone is null or btrim(phone) = '' then ${values.phone} else phone end`,
    })
    .where('id', '=', userId)
    .execute();
}
