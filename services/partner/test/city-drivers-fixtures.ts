import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '@cerca/db';
import { insertUser, type TestUser } from '@cerca/db-testing';

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '../../../shared/storage/test/fixtures', name));

/** Real image bytes for the storage content check. */
export const PNG = fixture('photo.png');
export const JPEG = fixture('photo.jpg');

export interface CityDriverFixture {
  zoneId: string;
  status?: 'approved' | 'suspended';
  available?: boolean;
  vehicle?: 'moto' | 'bici' | 'auto' | 'pie';
  phone?: string;
  fullName?: string;
  email?: string;
  identification?: string;
}

/** A person with a driver record in a city (approved and available unless told). */
export async function insertCityDriver(db: Db, options: CityDriverFixture): Promise<TestUser> {
  const user = await insertUser(db, {
    username: `driver-${randomUUID().slice(0, 8)}`,
    ...(options.email ? { email: options.email } : {}),
  });
  if (options.fullName) {
    await db.updateTable('profiles').set({ full_name: options.fullName }).where('id', '=', user.id).execute();
  }
  const status = options.status ?? 'approved';
  await db
    .insertInto('drivers')
    .values({
      id: user.id,
      zone_id: options.zoneId,
      phone: options.phone ?? '3312345678',
      vehicle_type: options.vehicle ?? 'moto',
      status,
      is_available: status === 'approved' && (options.available ?? true),
      identification_url: options.identification ?? null,
    })
    .execute();
  return user;
}
