import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cityByName,
  createTestDatabase,
  insertBusiness,
  insertCity,
  insertUser,
  pgCode,
  type TestDatabase,
} from '../src/index';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ seedCatalogue: true });
});
afterAll(async () => {
  await t?.drop();
});

describe('createTestDatabase', () => {
  it('gives a migrated database with the catalogue rows when asked', async () => {
    expect(t.url).toMatch(/\/cerca_test_[0-9a-f]{12}$/);
    expect((await cityByName(t.db, 'Guadalajara')).name).toBe('Guadalajara');
  });

  it('drops the database it made, and a second drop is harmless', async () => {
    const other = await createTestDatabase();
    const name = other.url.slice(other.url.lastIndexOf('/') + 1);
    await other.drop();
    await other.drop();
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_database where datname = ${name}`.execute(t.db);
    expect(rows[0]?.n).toBe(0);
  });
});

describe('fixtures', () => {
  it('insert a user, a city and a business the way the services leave them', async () => {
    const owner = await insertUser(t.db, { role: 'admin' });
    expect(owner).toMatchObject({ role: 'admin', username: owner.email.split('@')[0] });
    const city = await insertCity(t.db, { name: 'Tlaxcala', state: 'Tlaxcala' });
    const business = await insertBusiness(t.db, { ownerId: owner.id, cityId: city.id });
    expect(business.name).toBe('Café Azul');
    expect(await pgCode(insertUser(t.db, { email: owner.email }))).toBe('23505');
  });
});
