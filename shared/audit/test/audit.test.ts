import { AUDIT_ACTIONS, type AuditAction } from '@cerca/contracts/audit-log';
import { createTestDatabase, insertCity, insertUser, pgCode, type TestDatabase } from '@cerca/db-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../src/index';

// Issue 13: the contract's actions and the table's check constraint list the same actions, and an
// entry keeps its labels when the actor's account is gone.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

describe('recordAudit', () => {
  it('stores every action of the contract, and the database refuses any other', async () => {
    const admin = (await insertUser(t.db, { username: 'admin' })).id;
    const cityId = (await insertCity(t.db, { name: 'Oaxaca' })).id;
    for (const action of AUDIT_ACTIONS) {
      await recordAudit(t.db, {
        actor: { id: admin, label: 'admin' },
        action,
        cityId,
        target: { type: 'city', id: cityId, label: 'Oaxaca' },
        details: { reason: action },
      });
    }
    const rows = await t.db.selectFrom('audit_log').selectAll().orderBy('created_at').execute();
    expect(rows.map((row) => row.action).sort()).toEqual([...AUDIT_ACTIONS].sort());
    expect(rows[0]).toMatchObject({ actor_label: 'admin', city_id: cityId, target_label: 'Oaxaca' });

    const bogus = recordAudit(t.db, {
      actor: { id: admin, label: 'admin' },
      action: 'city.rename' as AuditAction,
      cityId,
      target: { type: 'city', id: cityId },
    });
    expect(await pgCode(bogus)).toBe('23514');

    // The account goes; what it did stays, under the name it had.
    await t.db.deleteFrom('auth.users').where('id', '=', admin).execute();
    await t.db.deleteFrom('profiles').where('id', '=', admin).execute();
    const kept = await t.db.selectFrom('audit_log').select(['actor_id', 'actor_label']).execute();
    expect(kept).toHaveLength(AUDIT_ACTIONS.length);
    expect(kept.every((row) => row.actor_id === null && row.actor_label === 'admin')).toBe(true);
  });
});
