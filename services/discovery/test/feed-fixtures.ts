import { randomUUID } from 'node:crypto';
import type { Db } from '@cerca/db';
import { insertBusiness, insertBusinessPhoto, insertCity, insertUser } from '@cerca/db-testing';

/**
 * A city of its own (tests of one file share a database and the feed cache is per city), a
 * business owner with a full public profile and private fields the API must never show, and
 * a café with a banner and two main photos (the logo is the first main one).
 */
export async function feedWorld(db: Db) {
  const city = await insertCity(db, { name: `Ciudad ${randomUUID().slice(0, 8)}` });
  const owner = await insertUser(db, { userType: 'business' });
  await db
    .updateTable('profiles')
    .set({ full_name: 'Lupita Pérez', avatar_url: '/avatars/lupita.webp', phone: '+529511234567' })
    .where('id', '=', owner.id)
    .execute();
  const business = await insertBusiness(db, { ownerId: owner.id, cityId: city.id, name: 'Panadería Lupita' });
  for (const [url, type, day] of [
    ['/photos/banner.webp', 'banner', '01'],
    ['/photos/logo.webp', 'main', '02'],
    ['/photos/second.webp', 'main', '03'],
  ] as const) {
    await insertBusinessPhoto(db, {
      businessId: business.id,
      url,
      type,
      createdAt: new Date(`2026-01-${day}T00:00:00Z`),
    });
  }
  return { city, owner, business };
}

/** Keys no response about another person may carry. */
export const PRIVATE_PERSON_KEYS = ['email', 'phone', 'role', 'user_type', 'managed_city_id'];

/** Every object nested in `value` (to look for private keys anywhere in a response). */
export function allObjects(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(allObjects);
  if (value && typeof value === 'object') {
    return [value as Record<string, unknown>, ...Object.values(value).flatMap(allObjects)];
  }
  return [];
}
