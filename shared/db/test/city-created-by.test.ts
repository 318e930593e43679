import { createTestDatabase, type TestDatabase } from '@cerca/db-testing';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as migration from '../migrations/2026-11-27T11-00-00_city_created_by';
import { insertCity, insertUser } from './fixtures';

// Issue 21: cities.created_by proves who created a city in the become-partner wizard. Cities made
// before the column get their creator from the wizard's 'city.create' audit entry, and only from it.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

const audit = (actorId: string | null, cityId: string, via: string) =>
  t.db
    .insertInto('audit_log')
    .values({
      actor_id: actorId,
      actor_label: 'ana',
      action: 'city.create',
      city_id: cityId,
      target_type: 'city',
      target_id: cityId,
      details: JSON.stringify({ via }),
    })
    .execute();

describe('cities.created_by', () => {
  it('is filled for wizard-created cities from their audit entry, and left null otherwise', async () => {
    const ana = await insertUser(t.db, 'ana');
    const [wizard, byOtherMeans, catalogue] = [
      await insertCity(t.db, 'Villa Asistente'),
      await insertCity(t.db, 'Villa Otra'),
      await insertCity(t.db, 'Villa Catálogo'),
    ];
    await audit(ana, wizard, 'become-partner');
    await audit(ana, byOtherMeans, 'admin');
    // Back to before the migration, then forward again: the backfill runs on these rows.
    const untyped = t.db as unknown as Kysely<unknown>;
    await migration.down(untyped);
    await migration.up(untyped);
    const { rows } = await sql<{ id: string; created_by: string | null }>`
      select id, created_by from cities where id in (${wizard}, ${byOtherMeans}, ${catalogue})`.execute(t.db);
    expect(Object.fromEntries(rows.map((row) => [row.id, row.created_by]))).toEqual({
      [wizard]: ana,
      [byOtherMeans]: null,
      [catalogue]: null,
    });
  });

  it('is cleared, not blocking, when the creator deletes their account', async () => {
    const bea = await insertUser(t.db, 'bea');
    const city = await insertCity(t.db, 'Villa Bea');
    await t.db.updateTable('cities').set({ created_by: bea }).where('id', '=', city).execute();
    await t.db.deleteFrom('profiles').where('id', '=', bea).execute();
    const row = await t.db
      .selectFrom('cities')
      .select('created_by')
      .where('id', '=', city)
      .executeTakeFirstOrThrow();
    expect(row.created_by).toBeNull();
  });
});
