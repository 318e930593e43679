import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@cerca/db-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db, sql } from '../src/index';
import { findStarSelections, scanForStarSelections, sourceFiles } from './star-selections';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** Service and shared package code (src folders, not tests): what runs against the database. */
const PARENTS = ['services', 'shared'];

describe('queries name their columns', () => {
  it('finds no selectAll(), returningAll(), select * or returning * in services/*/src and shared/*/src', () => {
    expect(sourceFiles(ROOT, PARENTS).length).toBeGreaterThan(300);
    const found = scanForStarSelections(ROOT, PARENTS);
    expect(found.map(({ where, what }) => `${where} ${what}`)).toEqual([]);
  });

  it('would have caught the shapes issue 22 replaced, and lets the others be', () => {
    // Lines as they stood before issue 22 (services/auth, services/partner, services/ordering), and two more shapes.
    const former = [
      "  const user = await db.selectFrom('auth.users').selectAll().where('id', '=', id).executeTakeFirst();",
      "  return trx.insertInto('driver_invitations').values(invitation).returningAll().executeTakeFirstOrThrow();",
      "    .selectAll('page')",
      '        select * from (',
      "    select merged.*, to_char(merged.created_at at time zone 'UTC', 'YYYY') as cursor_at",
      '    update orders set status = $1 where id = $2 RETURNING *',
      '    select id, o.* from orders o',
    ].join('\n');
    expect(
      findStarSelections('services/x/src/a.ts', former).map(({ where, what }) => `${where} ${what}`),
    ).toEqual([
      'services/x/src/a.ts:1 selectAll()',
      'services/x/src/a.ts:2 returningAll()',
      'services/x/src/a.ts:3 selectAll()',
      'services/x/src/a.ts:4 select *',
      'services/x/src/a.ts:5 select *',
      'services/x/src/a.ts:6 returning *',
      'services/x/src/a.ts:7 select t.*',
    ]);

    const fine = [
      "    .select(['id', 'email'])",
      '    select count(*)::int as n from orders',
      "    .select((eb) => eb.fn.countAll<number>().as('total'))",
      '    returning id, status',
      '// a comment may say select * freely',
      ' * and so may a doc comment: returningAll()',
      "import * as m from './m';",
    ].join('\n');
    expect(findStarSelections('services/x/src/b.ts', fine)).toEqual([]);
  });
});

describe('why: a column added while a replica runs the old code', () => {
  let database: TestDatabase;
  let replica: Db;
  beforeAll(async () => {
    database = await createTestDatabase();
    // One connection, so both reads below run on the connection that prepared them.
    replica = createDb(database.url, { max: 1 });
    await sql`create table rollout_probe (id int primary key, name text)`.execute(database.db);
    await sql`insert into rollout_probe values (1, 'uno')`.execute(database.db);
  });
  afterAll(async () => {
    await replica?.destroy();
    await database?.drop();
  });

  it('breaks a prepared select * and leaves a named-columns one working', async () => {
    const star = () => sql`select * from rollout_probe where id = ${1}`.execute(replica);
    const named = () => sql`select id, name from rollout_probe where id = ${1}`.execute(replica);
    await star();
    await named();
    // A migration of the next release, applied while this replica still runs.
    await sql`alter table rollout_probe add column note text`.execute(database.db);
    await expect(star()).rejects.toThrow(/cached plan must not change result type/);
    expect((await named()).rows).toEqual([{ id: 1, name: 'uno' }]);
  });
});
