import { randomUUID } from 'node:crypto';
import type { Db, ProfileRole, UserType } from '@cerca/db';

export interface PersonOptions {
  email?: string;
  role?: ProfileRole;
  managedCityId?: string | null;
  userType?: UserType;
}

/** An account as the auth service leaves it: auth.users row plus profile. */
export async function createPerson(db: Db, options: PersonOptions = {}) {
  const id = randomUUID();
  const email = options.email ?? `${id.slice(0, 8)}@example.com`;
  await db.insertInto('auth.users').values({ id, email }).execute();
  await db
    .insertInto('profiles')
    .values({
      id,
      email,
      username: email.split('@')[0]!,
      role: options.role ?? 'user',
      managed_city_id: options.managedCityId ?? null,
      user_type: options.userType ?? 'user',
    })
    .execute();
  return { id, email };
}

/** A country and a city to hang businesses on (the tests do not need the seed catalogue). */
export async function createCity(db: Db, name = 'Oaxaca') {
  const country = await db
    .insertInto('countries')
    .values({ name: `País ${randomUUID().slice(0, 6)}`, code: 'MX', flag_url: '/static/flags/mx.svg' })
    .onConflict((oc) => oc.column('code').doUpdateSet({ code: 'MX' }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return db
    .insertInto('cities')
    .values({ name, state: 'Oaxaca', country_id: country.id, latitude: 17.06, longitude: -96.72 })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}

export async function createBusiness(db: Db, ownerId: string, cityId: string, name = 'Café Azul') {
  return db
    .insertInto('businesses')
    .values({
      owner_id: ownerId,
      name,
      description: 'Café de especialidad',
      address: 'Calle 1',
      city: 'Oaxaca',
      state: 'Oaxaca',
      zip_code: '68000',
      category: 'Cafeterías',
      subcategory: 'Café de especialidad',
      city_id: cityId,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}
