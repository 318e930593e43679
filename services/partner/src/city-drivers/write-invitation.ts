import { randomUUID } from 'node:crypto';
import { recordAudit } from '@cerca/audit';
import { DRIVER_INVITATION_DAYS } from '@cerca/contracts/city-drivers';
import type { Db } from '@cerca/db';
import type { Storage } from '@cerca/storage';
import {
  type InvitationRow,
  insertInvitation,
  lockPendingInvitation,
  markExpired,
  refreshInvitation,
} from '../repositories/driver-invitations';
import type { DriverFields, DriverFiles } from './add-driver-input';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface InvitationWrite {
  storage: Storage;
  cityId: string;
  actor: { id: string; label: string };
  fields: DriverFields;
  files: DriverFiles;
}

export interface InvitationWritten {
  invitation: InvitationRow;
  /** Documents no row points at any more (a refreshed one with another extension, a lapsed one). */
  staleKeys: string[];
}

/**
 * Inside the caller's transaction: the pending invitation of this city and address (new, or the
 * pending one refreshed with what was typed now), its ID document under the invitation's own key,
 * and the audit entry. It never looks the address up among accounts or drivers: the work, and so
 * the answer and its time, are the same whoever the address belongs to.
 */
export async function writeInvitation(trx: Db, write: InvitationWrite): Promise<InvitationWritten> {
  const { storage, cityId, fields, files } = write;
  const email = fields.email.toLowerCase();
  const staleKeys: string[] = [];
  let pending = await lockPendingInvitation(trx, cityId, email);
  if (pending && pending.expires_at.getTime() <= Date.now()) {
    await markExpired(trx, pending.id);
    if (pending.identification_key) staleKeys.push(pending.identification_key);
    pending = undefined;
  }
  const id = pending?.id ?? randomUUID();
  const key = `invitations/${id}.${files.identification.extension}`;
  const values = {
    full_name: fields.fullName,
    phone: fields.phone,
    vehicle_type: fields.vehicleType,
    identification_key: key,
    invited_by: write.actor.id,
    expires_at: new Date(Date.now() + DRIVER_INVITATION_DAYS * DAY_MS),
  };
  const invitation = pending
    ? await refreshInvitation(trx, id, values)
    : await insertInvitation(trx, { id, city_id: cityId, email, ...values });
  if (pending?.identification_key && pending.identification_key !== key) {
    staleKeys.push(pending.identification_key);
  }
  await recordAudit(trx, {
    actor: write.actor,
    action: 'driver.invite',
    cityId,
    target: { type: 'driver_invitation', id, label: email },
    details: { email, vehicle_type: fields.vehicleType, refreshed: pending !== undefined },
  });
  // Stored before the commit, so a failed write leaves no row pointing at a missing file.
  await storage.putObject('driver-ids', key, files.identification.buffer, files.identification.contentType);
  return { invitation, staleKeys };
}
