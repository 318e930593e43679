import { type Db, recordAudit } from '@cerca/db';
import type { Storage } from '@cerca/storage';
import { insertCityDriver, updateCityDriverDetails, updatePersonDetails } from '../repositories/city-drivers';
import type { DriverFields, DriverFiles } from './add-driver-input';

export interface DriverWrite {
  storage: Storage;
  cityId: string;
  actor: { id: string; label: string };
  fields: DriverFields;
  files: DriverFiles;
}

export interface DriverWritten {
  id: string;
  /** A new driver row (201), not an update of a driver already here (200). */
  created: boolean;
  /** The account itself was made for this driver (an invitation mail follows). */
  accountCreated: boolean;
  /** The previous ID document's key when the new one has another extension. */
  replacedKey: string | null;
}

/**
 * Inside the caller's transaction: the person's full name, phone and avatar (spec 02 §5), their
 * driver row in this city (new or updated), the audit entry and the stored images.
 */
export async function writeDriver(
  trx: Db,
  write: DriverWrite,
  person: { id: string; username: string },
  existing: { identification_url: string | null } | undefined,
  accountCreated: boolean,
): Promise<DriverWritten> {
  const { storage, cityId, fields, files } = write;
  const idKey = `${person.id}.${files.identification.extension}`;
  const avatarKey = files.avatar ? `${person.id}.${files.avatar.extension}` : undefined;
  await updatePersonDetails(trx, person.id, {
    full_name: fields.fullName,
    phone: fields.phone,
    // ?v= so browsers fetch the new picture under the same key.
    ...(avatarKey ? { avatar_url: `${storage.publicUrl('avatars', avatarKey)}?v=${Date.now()}` } : {}),
  });
  const values = { phone: fields.phone, vehicle_type: fields.vehicleType, identification_url: idKey };
  if (existing) await updateCityDriverDetails(trx, person.id, values);
  else await insertCityDriver(trx, person.id, cityId, values);
  await recordAudit(trx, {
    actor: write.actor,
    action: 'driver.add',
    cityId,
    target: { type: 'driver', id: person.id, label: person.username },
    details: {
      email: fields.email.toLowerCase(),
      created: !existing,
      account_created: accountCreated,
      vehicle_type: fields.vehicleType,
    },
  });
  // Stored before the commit, so a failed write leaves no row pointing at a missing file.
  await storage.putObject('driver-ids', idKey, files.identification.buffer, files.identification.contentType);
  if (avatarKey && files.avatar) {
    await storage.putObject('avatars', avatarKey, files.avatar.buffer, files.avatar.contentType);
  }
  const previous = existing?.identification_url ?? null;
  return {
    id: person.id,
    created: !existing,
    accountCreated,
    replacedKey: previous && previous !== idKey ? previous : null,
  };
}
