import { randomUUID } from 'node:crypto';
import { createTestDatabase, insertUser, type TestDatabase } from '@cerca/db-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRetentionProcessor } from '../src/processors/retention';

// Issue 22, part 6: the daily purge deletes what is kept no longer, each class by its own rule,
// in batches (a batch of 2 here, so every class takes several statements), and keeps the rest:
// live refresh-token families whole, unread notifications, mails still to send, unpublished
// events, and the audit log forever.

let tdb: TestDatabase;
const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const silent = { info() {}, warn() {}, error() {} };

beforeAll(async () => {
  tdb = await createTestDatabase();
});

afterAll(async () => {
  await tdb?.drop();
});

async function session(userId: string, lastRefresh: Date, tokens: { revoked: boolean; age: number }[]) {
  const { id } = await tdb.db
    .insertInto('auth.sessions')
    .values({ user_id: userId, created_at: ago(400 * DAY), updated_at: lastRefresh })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const token of tokens) {
    await tdb.db
      .insertInto('auth.refresh_tokens')
      .values({
        token_hash: randomUUID(),
        user_id: userId,
        session_id: id,
        revoked: token.revoked,
        created_at: ago(token.age),
        updated_at: ago(token.age),
      })
      .execute();
  }
  return id;
}

const tokensOf = async (sessionId: string) =>
  (await tdb.db.selectFrom('auth.refresh_tokens').select('id').where('session_id', '=', sessionId).execute())
    .length;
const sessionExists = async (sessionId: string) =>
  (await tdb.db.selectFrom('auth.sessions').select('id').where('id', '=', sessionId).executeTakeFirst()) !==
  undefined;

async function notification(userId: string, createdAt: Date, readAt: Date | null) {
  const row = await tdb.db
    .insertInto('notifications')
    .values({ user_id: userId, type: 'test', title: 'Hola', created_at: createdAt, read_at: readAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function mail(values: { created_at: Date; sent_at?: Date; failed_at?: Date }) {
  const row = await tdb.db
    .insertInto('auth.mail_outbox')
    .values({ recipient: 'ana@example.mx', subject: 'Asunto', body_text: 'Texto', ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function event(createdAt: Date, publishedAt: Date | null) {
  const row = await tdb.db
    .insertInto('event_outbox')
    .values({ topic: 'notification', payload: {}, created_at: createdAt, published_at: publishedAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const remaining = async (table: 'notifications' | 'auth.mail_outbox', ids: string[]) =>
  (await tdb.db.selectFrom(table).select('id').where('id', 'in', ids).execute()).map((row) => row.id).sort();

describe('the retention purge', () => {
  it('deletes each class of rows by its rule, in batches, and keeps everything else', async () => {
    const user = await insertUser(tdb.db);
    // Refresh-token families (one per session).
    const live = await session(user.id, ago(200 * DAY), [
      { revoked: true, age: 300 * DAY },
      { revoked: true, age: 250 * DAY },
      { revoked: false, age: 200 * DAY },
    ]);
    const activeToday = await session(user.id, ago(DAY / 24), [
      { revoked: true, age: DAY },
      { revoked: false, age: DAY / 24 },
    ]);
    const ended = await session(user.id, ago(3 * DAY), [
      { revoked: true, age: 9 * DAY },
      { revoked: true, age: 6 * DAY },
      { revoked: true, age: 3 * DAY },
    ]);
    const justEnded = await session(user.id, ago(DAY / 2), [
      { revoked: true, age: DAY },
      { revoked: true, age: DAY / 2 },
    ]);

    const notifications = {
      readOld: await notification(user.id, ago(91 * DAY), ago(90 * DAY)),
      readOlder: await notification(user.id, ago(400 * DAY), ago(399 * DAY)),
      readRecent: await notification(user.id, ago(89 * DAY), ago(DAY)),
      unreadOld: await notification(user.id, ago(400 * DAY), null),
    };
    const mails = {
      sentOld: await mail({ created_at: ago(40 * DAY), sent_at: ago(31 * DAY) }),
      sentOlder: await mail({ created_at: ago(90 * DAY), sent_at: ago(90 * DAY) }),
      failedOld: await mail({ created_at: ago(40 * DAY), failed_at: ago(31 * DAY) }),
      sentRecent: await mail({ created_at: ago(40 * DAY), sent_at: ago(29 * DAY) }),
      unsentOld: await mail({ created_at: ago(100 * DAY) }),
    };
    const events = {
      publishedOld: await event(ago(9 * DAY), ago(8 * DAY)),
      publishedOlder: await event(ago(30 * DAY), ago(30 * DAY)),
      publishedRecent: await event(ago(7 * DAY), ago(6 * DAY)),
      unpublishedOld: await event(ago(30 * DAY), null),
    };
    const audit = await tdb.db
      .insertInto('audit_log')
      .values({
        actor_id: user.id,
        actor_label: user.username,
        action: 'settings.update',
        target_type: 'setting',
        target_id: 'x',
        created_at: ago(10 * 365 * DAY),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const purge = createRetentionProcessor({ db: tdb.db, logger: silent }, 2);
    const deleted = await purge();
    expect(deleted).toEqual({ refreshTokens: 3, sessions: 1, notifications: 2, mails: 3, events: 2 });

    // A family that can still refresh keeps every token: its revoked ones reveal a stolen token's reuse.
    expect(await tokensOf(live)).toBe(3);
    expect(await tokensOf(activeToday)).toBe(2);
    // A family that is over goes with its session, a day after its last refresh.
    expect(await sessionExists(ended)).toBe(false);
    expect(await tokensOf(ended)).toBe(0);
    expect(await tokensOf(justEnded)).toBe(2);
    expect(await sessionExists(justEnded)).toBe(true);

    expect(await remaining('notifications', Object.values(notifications))).toEqual(
      [notifications.readRecent, notifications.unreadOld].sort(),
    );
    expect(await remaining('auth.mail_outbox', Object.values(mails))).toEqual(
      [mails.sentRecent, mails.unsentOld].sort(),
    );
    const eventsLeft = await tdb.db
      .selectFrom('event_outbox')
      .select('id')
      .where('id', 'in', Object.values(events))
      .execute();
    expect(eventsLeft.map((row) => row.id).sort()).toEqual(
      [events.publishedRecent, events.unpublishedOld].sort(),
    );
    expect(
      await tdb.db.selectFrom('audit_log').select('id').where('id', '=', audit.id).executeTakeFirst(),
    ).toBeDefined();

    // Nothing left to delete: a second run the same day deletes nothing.
    expect(await purge()).toEqual({ refreshTokens: 0, sessions: 0, notifications: 0, mails: 0, events: 0 });
  });
});
