import type { Database, NewBusiness } from '@cerca/db';
import * as shared from '@cerca/db-testing';
import type { Kysely } from 'kysely';

export { pgCode } from '@cerca/db-testing';

// Thin, id-returning wrappers over the shared fixtures of @cerca/db-testing, for this package's tests.

export async function insertUser(db: Kysely<Database>, username?: string): Promise<string> {
  const user = await shared.insertUser(db, username ? { username, email: `${username}@example.test` } : {});
  return user.id;
}

export async function insertCity(db: Kysely<Database>, name = 'Guadalajara'): Promise<string> {
  return (await shared.insertCity(db, { name, state: 'Jalisco' })).id;
}

export async function insertBusiness(
  db: Kysely<Database>,
  ownerId: string,
  { city_id = null, owner_id: _ignored, ...columns }: Partial<NewBusiness> = {},
): Promise<string> {
  return (await shared.insertBusiness(db, { ownerId, cityId: city_id, ...columns })).id;
}
