import { createTestDatabase, type TestDatabase } from '@cerca/db-testing';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as migration from '../migrations/2026-11-28T09-00-00_mail_delivery_and_retention';

// Issue 22: auth.mail_outbox learns delivery (sent_at, failed_at, attempts, last_error,
// next_attempt_at). Mails written before, and older than an hour, are marked failed rather than
// mailed by a first deploy; recent ones are due at once. The migration runs outside a transaction
// (its indexes are built CONCURRENTLY), so running it again completes it, rebuilding an index
// that a failed build left invalid.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

const untyped = () => t.db as unknown as Kysely<unknown>;
const HOUR = 3_600_000;

async function oldMail(createdAt: Date) {
  const { rows } = await sql<{ id: string }>`
    insert into auth.mail_outbox (recipient, subject, body_text, created_at)
    values ('ana@example.mx', 'Asunto', 'Texto', ${createdAt}) returning id`.execute(t.db);
  return rows[0]!.id;
}

describe('2026-11-28T09-00-00_mail_delivery_and_retention', () => {
  it('marks mails older than an hour as never sent and leaves recent ones due', async () => {
    await migration.down(untyped());
    const stale = await oldMail(new Date(Date.now() - 3 * HOUR));
    const recent = await oldMail(new Date(Date.now() - HOUR / 2));
    await migration.up(untyped());
    const rows = await t.db
      .selectFrom('auth.mail_outbox')
      .select(['id', 'sent_at', 'failed_at', 'attempts', 'last_error', 'next_attempt_at'])
      .where('id', 'in', [stale, recent])
      .execute();
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
    expect(byId[stale]).toMatchObject({ sent_at: null, attempts: 0 });
    expect(byId[stale]!.failed_at).not.toBeNull();
    expect(byId[stale]!.last_error).toBe('not sent: written before mail delivery existed');
    expect(byId[recent]).toMatchObject({ sent_at: null, failed_at: null, attempts: 0, last_error: null });
    expect(byId[recent]!.next_attempt_at.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
  });

  it('refuses a mail both sent and given up, and negative attempts', async () => {
    const id = await oldMail(new Date());
    const set = (values: Record<string, unknown>) =>
      t.db.updateTable('auth.mail_outbox').set(values).where('id', '=', id).execute();
    await expect(set({ sent_at: new Date(), failed_at: new Date() })).rejects.toThrow(
      'mail_outbox_sent_or_failed',
    );
    await expect(set({ attempts: -1 })).rejects.toThrow('check constraint');
  });

  it('completes when run again, rebuilding an index a failed build left invalid', async () => {
    await sql`update pg_index set indisvalid = false
               where indexrelid = 'auth.mail_outbox_due_idx'::regclass`.execute(t.db);
    await migration.up(untyped());
    await migration.up(untyped());
    const { rows } = await sql<{ name: string; valid: boolean }>`
      select c.relname as name, i.indisvalid as valid
        from pg_index i join pg_class c on c.oid = i.indexrelid
       where c.relname in ('mail_outbox_due_idx', 'mail_outbox_finished_idx', 'notifications_read_created_idx',
                           'sessions_updated_at_idx', 'refresh_tokens_unrevoked_session_idx')
       order by 1`.execute(t.db);
    expect(rows).toEqual([
      { name: 'mail_outbox_due_idx', valid: true },
      { name: 'mail_outbox_finished_idx', valid: true },
      { name: 'notifications_read_created_idx', valid: true },
      { name: 'refresh_tokens_unrevoked_session_idx', valid: true },
      { name: 'sessions_updated_at_idx', valid: true },
    ]);
  });
});
