import { randomUUID } from 'node:crypto';
import { NOTIFICATIONS_PAGE_SIZE } from '@cerca/contracts/notifications';
import { sql } from '@cerca/db';
import { ALWAYS_OPEN, insertBusiness, insertMenuItem, insertUser, type TestUser } from '@cerca/db-testing';
import { createQueues, type Queues } from '@cerca/queues';
import { relayedOrderEvents } from '@cerca/queues/testing';
import { useServiceTest } from '@cerca/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import messages from '../src/messages.json';
import { orderingService } from '../src/plugin';

// Issue 11: the bell's API (GET /notifications, POST /notifications/read) shows and marks only
// the caller's own notifications; POST /orders queues the owner's 'created' event once.

const t = useServiceTest([orderingService]);
let queues: Queues;
let me: TestUser;
let someoneElse: TestUser;

beforeAll(async () => {
  queues = createQueues(t.config.redisUrl, t.config.redisPrefix);
  await queues.ready();
  me = await insertUser(t.db);
  someoneElse = await insertUser(t.db);
});

afterAll(async () => {
  await queues?.close();
});

/** Notifications one millisecond apart (the oldest first), so their order is known. */
async function insertNotifications(userId: string, count: number, start = Date.now() - 60_000) {
  const rows = Array.from({ length: count }, (_, index) => ({
    user_id: userId,
    type: 'order_status',
    title: `Aviso ${index}`,
    body: null,
    created_at: new Date(start + index),
  }));
  return t.db.insertInto('notifications').values(rows).returning(['id', 'title']).execute();
}

const list = (as: TestUser | null, cursor?: string) =>
  t.inject(
    { method: 'GET', url: `/api/ordering/notifications${cursor ? `?cursor=${cursor}` : ''}` },
    as ?? undefined,
  );
const markRead = (payload: object, as: TestUser | null = me) =>
  t.inject({ method: 'POST', url: '/api/ordering/notifications/read', payload }, as ?? undefined);

describe('GET /notifications', () => {
  it('pages the caller’s own notifications newest first, with the unread count', async () => {
    const mine = await insertNotifications(me.id, NOTIFICATIONS_PAGE_SIZE + 5);
    await insertNotifications(someoneElse.id, 3);
    const first = await list(me);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.unread_count).toBe(NOTIFICATIONS_PAGE_SIZE + 5);
    expect(page1.notifications).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(page1.notifications[0]).toMatchObject({
      title: `Aviso ${NOTIFICATIONS_PAGE_SIZE + 4}`,
      type: 'order_status',
      read_at: null,
      data: {},
    });
    expect(page1.next_cursor).toEqual(expect.any(String));

    const page2 = (await list(me, page1.next_cursor)).json();
    expect(page2.notifications).toHaveLength(5);
    expect(page2.next_cursor).toBeNull();
    const seen = [...page1.notifications, ...page2.notifications].map((n: { id: string }) => n.id);
    expect(seen).toEqual(mine.map((row) => row.id).reverse());
  });

  it('refuses a forged cursor and an anonymous caller', async () => {
    const bad = await list(me, 'not-a-cursor');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(messages.invalidNotificationsCursor);
    expect((await list(null)).statusCode).toBe(401);
  });
});

describe('POST /notifications/read', () => {
  it('marks the given ids of the caller’s own, and ignores other people’s', async () => {
    const person = await insertUser(t.db);
    const [a, b] = await insertNotifications(person.id, 2);
    const [theirs] = await insertNotifications(someoneElse.id, 1);
    const res = await markRead({ ids: [a!.id, theirs!.id, 'not-a-uuid'] }, person);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unread_count: 1 });
    const rows = await t.db
      .selectFrom('notifications')
      .select(['id', 'read_at'])
      .where('id', 'in', [a!.id, b!.id, theirs!.id])
      .execute();
    const readOf = (id: string) => rows.find((row) => row.id === id)!.read_at;
    expect(readOf(a!.id)).not.toBeNull();
    expect(readOf(b!.id)).toBeNull();
    expect(readOf(theirs!.id)).toBeNull();
    const page = (await list(person)).json();
    expect(page.unread_count).toBe(1);
    expect(page.notifications.find((n: { id: string }) => n.id === a!.id).read_at).toEqual(
      expect.any(String),
    );
  });

  it('marks all of the caller’s own', async () => {
    const person = await insertUser(t.db);
    await insertNotifications(person.id, 3);
    const before = (await list(someoneElse)).json().unread_count;
    expect((await markRead({ all: true }, person)).json()).toEqual({ unread_count: 0 });
    expect((await list(person)).json().unread_count).toBe(0);
    expect((await list(someoneElse)).json().unread_count).toBe(before);
  });

  it('refuses an empty body and an anonymous caller', async () => {
    expect((await markRead({ ids: [] })).statusCode).toBe(400);
    expect((await markRead({ all: false })).statusCode).toBe(400);
    expect((await markRead({ all: true }, null)).statusCode).toBe(401);
  });
});

describe('POST /orders', () => {
  it("queues the owner's notification once, not again for a replayed key", async () => {
    const owner = await insertUser(t.db, { userType: 'business' });
    const business = await insertBusiness(t.db, { ownerId: owner.id, schedule: ALWAYS_OPEN });
    const item = await insertMenuItem(t.db, { businessId: business.id });
    const body = {
      idempotency_key: randomUUID(),
      business_id: business.id,
      items: [{ menu_item_id: item.id, quantity: 1 }],
      address: { street: 'Av. Juárez', number: '123', neighborhood: 'Centro', postal_code: '68000' },
      contact_phone: '33 1234 5678',
    };
    const created = await t.inject({ method: 'POST', url: '/api/ordering/orders', payload: body }, me);
    expect(created.statusCode).toBe(201);
    const orderId: string = created.json().id;
    // The order's event was stored with it; the jobs service's relay queues it.
    const createdJobs = () => relayedOrderEvents(t, queues, orderId);
    const [job, ...others] = await createdJobs();
    expect(others).toEqual([]);
    expect(job?.data).toEqual({ kind: 'created', orderId });

    // A replay answers the same order and records nothing new (removed first: a second job would show).
    await job!.remove();
    const replay = await t.inject({ method: 'POST', url: '/api/ordering/orders', payload: body }, me);
    expect(replay.json().id).toBe(orderId);
    expect(await createdJobs()).toEqual([]);
    const events = await t.db
      .selectFrom('event_outbox')
      .select('topic')
      .where(sql<string>`payload->>'orderId'`, '=', orderId)
      .execute();
    expect(events).toEqual([{ topic: 'order.created' }]);
  });
});
