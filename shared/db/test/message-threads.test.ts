import { createTestDatabase, type TestDatabase } from '@cerca/db-testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDownTo, migrateToLatest } from '../src/migrate';
import { insertUser } from './fixtures';

// Issue 12: message_threads (the conversation list's summary) is kept by triggers on
// business_messages. Whatever happens to the messages — people writing to each other at the same
// time, read marks, a deleted message or account — it must equal what the messages themselves say.

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase({ max: 8 });
});
afterAll(async () => {
  await t?.drop();
});

/** The summary as the messages say it should be, computed from scratch. */
async function recomputed() {
  const { rows } = await sql<Record<string, unknown>>`
    select owner as user_id, other as other_id,
           (array_agg(id order by created_at desc, id desc))[1] as last_message_id,
           max(created_at) as last_message_at,
           (count(*) filter (where not is_read and receiver_id = owner))::int as unread_count
      from (select sender_id as owner, receiver_id as other, id, created_at, is_read, receiver_id from business_messages
            union all
            select receiver_id, sender_id, id, created_at, is_read, receiver_id from business_messages) sides
     group by owner, other
     order by 1, 2
  `.execute(t.db);
  return rows;
}

async function kept() {
  const { rows } = await sql<Record<string, unknown>>`
    select user_id, other_id, last_message_id, last_message_at, unread_count
      from message_threads order by 1, 2
  `.execute(t.db);
  return rows;
}

const send = (from: string, to: string, content: string) =>
  t.db
    .insertInto('business_messages')
    .values({ sender_id: from, receiver_id: to, content })
    .returning(['id'])
    .executeTakeFirstOrThrow();

describe('message_threads', () => {
  it('follows concurrent messages both ways without deadlocks, then read marks and deletions', async () => {
    const people = await Promise.all(['ana', 'beto', 'carla', 'dario'].map((name) => insertUser(t.db, name)));
    const [ana, beto, carla, dario] = people as [string, string, string, string];
    // 8 connections at once, each pair writing to each other in both directions.
    const pairs: [string, string][] = [
      [ana, beto],
      [beto, ana],
      [carla, ana],
      [ana, carla],
      [dario, beto],
      [beto, dario],
    ];
    await Promise.all(
      Array.from({ length: 240 }, (_, index) => {
        const [from, to] = pairs[index % pairs.length]!;
        return send(from, to, `Mensaje ${index}`);
      }),
    );
    const afterSends = await kept();
    expect(afterSends).toHaveLength(6);
    expect(afterSends).toEqual(await recomputed());
    expect(afterSends.every((row) => row.unread_count === 40)).toBe(true);

    // Ana reads Beto's messages; some of Carla's are read one by one.
    await t.db
      .updateTable('business_messages')
      .set({ is_read: true })
      .where('receiver_id', '=', ana)
      .where('sender_id', '=', beto)
      .execute();
    const carlaToAna = await t.db
      .selectFrom('business_messages')
      .select('id')
      .where('sender_id', '=', carla)
      .where('receiver_id', '=', ana)
      .limit(5)
      .execute();
    for (const { id } of carlaToAna)
      await t.db.updateTable('business_messages').set({ is_read: true }).where('id', '=', id).execute();
    // Setting it again changes nothing.
    await t.db
      .updateTable('business_messages')
      .set({ is_read: true })
      .where('id', '=', carlaToAna[0]!.id)
      .execute();
    const afterReads = await kept();
    expect(afterReads).toEqual(await recomputed());
    const unread = (user: string, other: string) =>
      afterReads.find((row) => row.user_id === user && row.other_id === other)?.unread_count;
    expect(unread(ana, beto)).toBe(0);
    expect(unread(ana, carla)).toBe(35);
    expect(unread(beto, ana)).toBe(40);

    // The latest message of a pair goes: the pair's rows fall back to the one before.
    const latest = afterReads.find((row) => row.user_id === dario)!.last_message_id as string;
    await t.db.deleteFrom('business_messages').where('id', '=', latest).execute();
    expect(await kept()).toEqual(await recomputed());

    // An account goes: its conversations leave everyone's list, the others stay.
    await t.db.deleteFrom('auth.users').where('id', '=', carla).execute();
    await t.db.deleteFrom('profiles').where('id', '=', carla).execute();
    const afterDelete = await kept();
    expect(afterDelete).toEqual(await recomputed());
    expect(afterDelete.some((row) => row.user_id === carla || row.other_id === carla)).toBe(false);
    expect(afterDelete).toHaveLength(4);
  });

  it('is filled from the messages that exist when the migration runs', async () => {
    const before = await createTestDatabase();
    try {
      await migrateDownTo(before.db, '2026-11-24T12-00-00_message_digest', { log: () => {} });
      const [ana, beto, carla] = await Promise.all(
        ['ana', 'beto', 'carla'].map((name) => insertUser(before.db, name)),
      );
      await before.db
        .insertInto('business_messages')
        .values([
          { sender_id: ana!, receiver_id: beto!, content: 'Hola', created_at: new Date(Date.now() - 3000) },
          {
            sender_id: beto!,
            receiver_id: ana!,
            content: 'Qué tal',
            created_at: new Date(Date.now() - 2000),
            is_read: true,
          },
          {
            sender_id: ana!,
            receiver_id: beto!,
            content: '¿Abren hoy?',
            created_at: new Date(Date.now() - 1000),
          },
          { sender_id: carla!, receiver_id: ana!, content: 'Buenas', created_at: new Date() },
        ])
        .execute();
      await migrateToLatest(before.db, { log: () => {} });
      const { rows } = await sql<Record<string, unknown>>`
        select user_id, other_id, unread_count, m.content as last
          from message_threads join business_messages m on m.id = last_message_id
      `.execute(before.db);
      expect(rows).toHaveLength(4);
      expect(rows).toEqual(
        expect.arrayContaining([
          { user_id: ana, other_id: carla, unread_count: 1, last: 'Buenas' },
          { user_id: carla, other_id: ana, unread_count: 0, last: 'Buenas' },
          { user_id: ana, other_id: beto, unread_count: 0, last: '¿Abren hoy?' },
          { user_id: beto, other_id: ana, unread_count: 2, last: '¿Abren hoy?' },
        ]),
      );
    } finally {
      await before.drop();
    }
  });
});
