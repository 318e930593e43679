import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '@cerca/db';
import { hashInvitationToken } from '@cerca/deliveries';
import type { Storage } from '@cerca/storage';
import { PNG } from './fixtures';

export interface InvitationFixture {
  cityId: string;
  email: string;
  fullName?: string;
  phone?: string;
  vehicle?: 'moto' | 'bici' | 'auto' | 'pie';
  status?: 'pending' | 'accepted' | 'declined' | 'expired' | 'revoked';
  /** Days from now; negative for one that is past its expiry. */
  expiresInDays?: number;
}

/**
 * A partner's invitation as the partner service and the mail job leave it (issue 21): the row,
 * its ID document under driver-ids/invitations/<id>.png, and the secret its mail carries.
 */
export async function insertInvitation(db: Db, storage: Storage, options: InvitationFixture) {
  const id = randomUUID();
  const token = randomBytes(32).toString('base64url');
  const days = options.expiresInDays ?? 14;
  const key = `invitations/${id}.png`;
  const status = options.status ?? 'pending';
  await db
    .insertInto('driver_invitations')
    .values({
      id,
      city_id: options.cityId,
      email: options.email.toLowerCase(),
      full_name: options.fullName ?? 'Nombre Tecleado',
      phone: options.phone ?? '3319998877',
      vehicle_type: options.vehicle ?? 'bici',
      identification_key: key,
      status,
      token_hash: hashInvitationToken(token),
      mailed_at: new Date(),
      created_at: new Date(Date.now() + Math.min(0, days) * 86_400_000 - 60_000),
      expires_at: new Date(Date.now() + days * 86_400_000),
      closed_at: status === 'pending' ? null : new Date(),
    })
    .execute();
  await storage.putObject('driver-ids', key, PNG, 'image/png');
  return { id, token, key };
}
