import { randomUUID } from 'node:crypto';
import type { Database } from '@cerca/db';
import type { Kysely } from 'kysely';

export async function insertUser(db: Kysely<Database>) {
  const id = randomUUID();
  const email = `${id.slice(0, 8)}@example.com`;
  await db.insertInto('auth.users').values({ id, email }).execute();
  await db
    .insertInto('profiles')
    .values({ id, email, username: `u${id.slice(0, 8)}` })
    .execute();
  return id;
}

export async function insertBusiness(db: Kysely<Database>, ownerId: string) {
  const row = await db
    .insertInto('businesses')
    .values({
      owner_id: ownerId,
      name: 'Tacos Prueba',
      description: 'Tacos',
      address: 'Calle 2',
      city: 'Puebla',
      state: 'Puebla',
      zip_code: '72000',
      category: 'Restaurantes',
      subcategory: 'Tacos',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function waitFor<T>(
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
