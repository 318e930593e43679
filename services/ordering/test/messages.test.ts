import { randomUUID } from 'node:crypto';
import { MESSAGE_SOCKET_EVENTS, MESSAGES_PAGE_SIZE } from '@cerca/contracts/messages';
import { insertBusiness, insertUser, type TestUser } from '@cerca/db-testing';
import {
  createQueues,
  MESSAGE_DIGEST_DELAY_MS,
  messageDigestJobId,
  presenceKey,
  type Queues,
  REALTIME_EVENTS,
} from '@cerca/queues';
import { realtimePublished, relayOutboxForTest } from '@cerca/queues/testing';
import { useServiceTest } from '@cerca/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import messages from '../src/messages.json';
import { orderingService } from '../src/plugin';

// Issue 12: the messages API. The plan rules are refused on the server, a third person gets
// nothing of another pair's thread, blank text is refused, a retried send stores one message,
// read marks reach the sender, and `after` catches a reconnecting client up without gaps.

const t = useServiceTest([orderingService]);
const DAY_MS = 24 * 60 * 60 * 1000;
let queues: Queues;

beforeAll(async () => {
  queues = createQueues(t.config.redisUrl, t.config.redisPrefix);
  await queues.ready();
});
afterAll(async () => {
  await queues?.close();
});

/** A business account whose only business is past its trial, optionally on a paid plan. */
async function businessAccount(plan: 'basic' | 'trial' | 'business_standard' = 'basic') {
  const owner = await insertUser(t.db, { userType: 'business' });
  const createdAt = new Date(Date.now() - (plan === 'trial' ? 1 : 30) * DAY_MS);
  const business = await insertBusiness(t.db, { ownerId: owner.id, created_at: createdAt });
  if (plan === 'business_standard') {
    await t.db
      .insertInto('subscriptions')
      .values({
        user_id: owner.id,
        subject: 'business',
        business_id: business.id,
        provider: 'local',
        provider_customer_id: `cus_${owner.id}`,
        provider_subscription_id: `sub_${randomUUID()}`,
        price_id: 'price_local_business_standard',
        plan_key: 'business_standard',
        status: 'active',
      })
      .execute();
  }
  return owner;
}

const send = (as: TestUser | null, to: string, payload: object) =>
  t.inject({ method: 'POST', url: `/api/ordering/conversations/${to}/messages`, payload }, as ?? undefined);
const thread = (as: TestUser | null, other: string, query = '') =>
  t.inject({ method: 'GET', url: `/api/ordering/conversations/${other}/messages${query}` }, as ?? undefined);
const conversations = (as: TestUser | null, cursor?: string) =>
  t.inject(
    { method: 'GET', url: `/api/ordering/conversations${cursor ? `?cursor=${cursor}` : ''}` },
    as ?? undefined,
  );
const markRead = (as: TestUser | null, other: string) =>
  t.inject({ method: 'POST', url: `/api/ordering/conversations/${other}/read` }, as ?? undefined);

/** Messages one millisecond apart, oldest first, straight into the table. */
async function insertMessages(from: string, to: string, count: number, start = Date.now() - 60_000) {
  return t.db
    .insertInto('business_messages')
    .values(
      Array.from({ length: count }, (_, index) => ({
        sender_id: from,
        receiver_id: to,
        content: `Mensaje ${index}`,
        created_at: new Date(start + index),
      })),
    )
    .returning('id')
    .execute();
}

/** Everything pushed to browsers while `run` runs (up to a barrier: @cerca/queues/testing). */
const published = (run: () => Promise<void>) => realtimePublished(t.redis, t.config.redisPrefix, run);

/** The route records its jobs as outbox events: publish them as the jobs service's relay would. */
const relay = () => relayOutboxForTest(t.db, t.config.redisQueueUrl, t.config.redisPrefix);

async function queuedNotificationsFor(userId: string) {
  await relay();
  const jobs = await queues.queue.notifications.getJobs(['waiting', 'delayed', 'prioritized', 'active']);
  return jobs.filter((job) => job.name === 'deliver' && 'userId' in job.data && job.data.userId === userId);
}

/** The person's pending e-mail digest job and its state, or undefined. */
async function digestOf(userId: string) {
  await relay();
  const job = await queues.queue.notifications.getJob(messageDigestJobId(userId));
  return job ? { job, state: await job.getState() } : undefined;
}

describe('the send rules', () => {
  it('lets anyone signed in write to a business account, trimmed', async () => {
    const customer = await insertUser(t.db);
    const owner = await businessAccount();
    const res = await send(customer, owner.id, { content: '  Hola, ¿tienen mesa?  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatchObject({
      sender_id: customer.id,
      receiver_id: owner.id,
      content: 'Hola, ¿tienen mesa?',
      is_read: false,
    });
  });

  it('refuses two personal accounts, on the server and in the thread', async () => {
    const [a, b] = [await insertUser(t.db), await insertUser(t.db)];
    const res = await send(a, b.id, { content: 'Hola' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'personal_to_personal', message: messages.personalToPersonal });
    expect((await thread(a, b.id)).json()).toMatchObject({
      can_send: false,
      send_block: 'personal_to_personal',
    });
  });

  it('refuses a Basic business writing to a customer, even as a reply', async () => {
    const customer = await insertUser(t.db);
    const owner = await businessAccount('basic');
    expect((await send(customer, owner.id, { content: 'Hola' })).statusCode).toBe(201);
    const res = await send(owner, customer.id, { content: 'Con gusto' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'business_plan', message: messages.businessPlanMessaging });
    expect((await thread(owner, customer.id)).json()).toMatchObject({
      can_send: false,
      send_block: 'business_plan',
    });
    // The customer's side stays open.
    expect((await thread(customer, owner.id)).json()).toMatchObject({ can_send: true, send_block: null });
  });

  it('lets a business on Standard or in its trial write to a customer', async () => {
    const customer = await insertUser(t.db);
    for (const plan of ['business_standard', 'trial'] as const) {
      const owner = await businessAccount(plan);
      expect((await send(owner, customer.id, { content: 'Bienvenido' })).statusCode).toBe(201);
      expect((await thread(owner, customer.id)).json().can_send).toBe(true);
    }
  });

  it('allows messaging when any business the account owns has it', async () => {
    const customer = await insertUser(t.db);
    const owner = await businessAccount('basic');
    await insertBusiness(t.db, { ownerId: owner.id, name: 'Recién abierto' });
    expect((await send(owner, customer.id, { content: 'Hola' })).statusCode).toBe(201);
  });

  it('refuses blank, whitespace-only and too long text, and anonymous callers', async () => {
    const customer = await insertUser(t.db);
    const owner = await businessAccount();
    for (const content of ['', '   ', '\n\t ']) {
      const res = await send(customer, owner.id, { content });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.messageBlank);
    }
    const long = await send(customer, owner.id, { content: 'a'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(messages.messageTooLong);
    const anonymous = await send(null, owner.id, { content: 'Hola' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(messages.signInToMessages);
    const outboxRows = async () =>
      Number(
        (
          await t.db
            .selectFrom('event_outbox')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const outboxBefore = await outboxRows();
    expect((await send(customer, randomUUID(), { content: 'Hola' })).statusCode).toBe(404);
    const malformed = await send(customer, 'no-es-un-id', { content: 'Hola' });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toMatchObject({ code: 'user_not_found' });
    expect((await send(customer, customer.id, { content: 'Hola' })).statusCode).toBe(400);
    const self = await send(customer, customer.id.toUpperCase(), { content: 'Hola' });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ code: 'cannot_message_yourself' });
    const stored = await t.db
      .selectFrom('business_messages')
      .select('id')
      .where('sender_id', '=', customer.id)
      .execute();
    expect(stored).toEqual([]);
    // Refused sends write no outbox row either (the statement writes them only with the message).
    expect(await outboxRows()).toBe(outboxBefore);
  });
});

describe('sending', () => {
  it('stores one message per client_id, and refuses a reused one with other text', async () => {
    const customer = await insertUser(t.db);
    const owner = await businessAccount();
    const clientId = randomUUID();
    const first = await send(customer, owner.id, { content: 'Hola', client_id: clientId });
    const retry = await send(customer, owner.id, { content: 'Hola', client_id: clientId });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().message.id).toBe(first.json().message.id);
    const reused = await send(customer, owner.id, { content: 'Otra cosa', client_id: clientId });
    expect(reused.statusCode).toBe(409);
    const rows = await t.db
      .selectFrom('business_messages')
      .select('id')
      .where('sender_id', '=', customer.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('emits to both rooms and queues a bell notification only when the receiver is offline', async () => {
    const customer = await insertUser(t.db, { username: 'lupita' });
    const owner = await businessAccount();
    let messageId = '';
    const seen = await published(async () => {
      const res = await send(customer, owner.id, { content: 'Hola' });
      messageId = res.json().message.id;
    });
    const event = seen.find((m) => m.includes(MESSAGE_SOCKET_EVENTS.created) && m.includes(messageId));
    expect(event).toBeDefined();
    expect(event).toContain(`user:${owner.id}`);
    expect(event).toContain(`user:${customer.id}`);
    const offline = await queuedNotificationsFor(owner.id);
    expect(offline.map((job) => job.data)).toEqual([
      expect.objectContaining({ type: 'message', title: 'Nuevo mensaje de lupita', body: 'Hola' }),
    ]);

    // A live realtime node's claim (services/realtime presence.ts), lapsing in a minute.
    await t.redis.zadd(presenceKey(owner.id), Date.now() + 60_000, 'a-live-node');
    try {
      expect((await send(customer, owner.id, { content: '¿Sigue abierto?' })).statusCode).toBe(201);
      expect(await queuedNotificationsFor(owner.id)).toHaveLength(1);
    } finally {
      await t.redis.del(presenceKey(owner.id));
    }

    // Issue 22: the claim of a node that died without withdrawing it has lapsed and counts no more.
    await t.redis.zadd(presenceKey(owner.id), Date.now() - 1, 'a-crashed-node');
    expect((await send(customer, owner.id, { content: '¿Hola?' })).statusCode).toBe(201);
    expect(await queuedNotificationsFor(owner.id)).toHaveLength(2);
  });

  it('names the typing event the way the realtime service relays it', () => {
    expect(REALTIME_EVENTS.messageTyping).toBe(MESSAGE_SOCKET_EVENTS.typing);
  });
});

describe('the thread', () => {
  it('gives a third person nothing of another pair, and refuses their cursors', async () => {
    const customer = await insertUser(t.db);
    const owner = await businessAccount('business_standard');
    const stranger = await insertUser(t.db);
    const [theirs] = await insertMessages(customer.id, owner.id, 3);
    await insertMessages(owner.id, customer.id, 2);
    const own = (await thread(stranger, owner.id)).json();
    expect(own.messages).toEqual([]);
    expect((await thread(stranger, owner.id, `?after=${theirs!.id}`)).statusCode).toBe(400);
    expect((await thread(stranger, owner.id, `?before=${theirs!.id}`)).statusCode).toBe(400);
    expect((await conversations(stranger)).json().conversations).toEqual([]);
    expect((await markRead(stranger, customer.id)).json()).toEqual({ read: 0 });
    const unread = await t.db
      .selectFrom('business_messages')
      .select('id')
      .where('receiver_id', '=', owner.id)
      .where('is_read', '=', false)
      .execute();
    expect(unread).toHaveLength(3);
  });

  it('pages older messages with `before`, oldest first in each answer', async () => {
    const customer = await insertUser(t.db);
    const owner = await businessAccount();
    const half = MESSAGES_PAGE_SIZE;
    const a = await insertMessages(customer.id, owner.id, half, Date.now() - 60_000);
    const b = await insertMessages(owner.id, customer.id, 5, Date.now() - 50_000);
    const all = [...a, ...b].map((row) => row.id);
    const newest = (await thread(customer, owner.id)).json();
    expect(newest.messages.map((m: { id: string }) => m.id)).toEqual(all.slice(-MESSAGES_PAGE_SIZE));
    expect(newest.older_cursor).toBe(all[all.length - MESSAGES_PAGE_SIZE]);
    expect(newest.other).toMatchObject({ id: owner.id, user_type: 'business' });
    const older = (await thread(customer, owner.id, `?before=${newest.older_cursor}`)).json();
    expect(older.messages.map((m: { id: string }) => m.id)).toEqual(
      all.slice(0, all.length - MESSAGES_PAGE_SIZE),
    );
    expect(older.older_cursor).toBeNull();
  });

  it('catches a reconnecting client up with `after`: no gaps, no duplicates', async () => {
    const customer = await insertUser(t.db);
    const owner = await businessAccount('business_standard');
    const [seenLast] = await insertMessages(customer.id, owner.id, 1, Date.now() - 60_000);
    // Several messages in the same instant (microsecond ties are broken by id).
    const at = new Date(Date.now() - 30_000);
    await t.db
      .insertInto('business_messages')
      .values(
        Array.from({ length: 4 }, (_, index) => ({
          sender_id: index % 2 ? owner.id : customer.id,
          receiver_id: index % 2 ? customer.id : owner.id,
          content: `Perdido ${index}`,
          created_at: at,
        })),
      )
      .execute();
    const late = await send(owner, customer.id, { content: 'Último' });
    const missed = (await thread(customer, owner.id, `?after=${seenLast!.id}`)).json().messages;
    expect(missed).toHaveLength(5);
    expect(new Set(missed.map((m: { id: string }) => m.id)).size).toBe(5);
    expect(missed.at(-1).id).toBe(late.json().message.id);
    const caughtUp = (await thread(customer, owner.id, `?after=${late.json().message.id}`)).json();
    expect(caughtUp.messages).toEqual([]);
    expect((await thread(customer, owner.id, '?after=nope')).statusCode).toBe(400);
  });
});

describe('read marks', () => {
  it("marks only the other person's messages to the caller, and tells the sender", async () => {
    const customer = await insertUser(t.db);
    const owner = await businessAccount('business_standard');
    const sent = await insertMessages(customer.id, owner.id, 3);
    const [reply] = await insertMessages(owner.id, customer.id, 1, Date.now());
    let answer: { read: number } | undefined;
    const seen = await published(async () => {
      answer = (await markRead(owner, customer.id)).json();
    });
    expect(answer).toEqual({ read: 3 });
    const event = seen.find((m) => m.includes(MESSAGE_SOCKET_EVENTS.read));
    expect(event).toContain(`user:${customer.id}`);
    expect(event).toContain(sent.at(-1)!.id);
    const rows = await t.db
      .selectFrom('business_messages')
      .select(['id', 'is_read'])
      .where((eb) => eb.or([eb('sender_id', '=', customer.id), eb('sender_id', '=', owner.id)]))
      .execute();
    expect(
      rows
        .filter((row) => row.is_read)
        .map((row) => row.id)
        .sort(),
    ).toEqual(sent.map((row) => row.id).sort());
    expect(rows.find((row) => row.id === reply!.id)!.is_read).toBe(false);
    expect((await markRead(owner, customer.id)).json()).toEqual({ read: 0 });
  });
});

describe('the e-mail digest', () => {
  it('is due 10 minutes after the first unread message, and later ones never postpone it', async () => {
    const customer = await insertUser(t.db);
    const owner = await businessAccount();
    expect((await send(customer, owner.id, { content: 'Hola' })).statusCode).toBe(201);
    const first = await digestOf(owner.id);
    expect(first?.state).toBe('delayed');
    expect(first!.job.data).toEqual({ userId: owner.id });
    // Due 10 minutes after the message was stored (the relay queued it a moment later).
    expect(first!.job.opts.delay).toBeLessThanOrEqual(MESSAGE_DIGEST_DELAY_MS);
    expect(first!.job.opts.delay).toBeGreaterThan(MESSAGE_DIGEST_DELAY_MS - 10_000);
    expect((await send(customer, owner.id, { content: '¿Siguen abiertos?' })).statusCode).toBe(201);
    const second = await digestOf(owner.id);
    expect(second!.job.timestamp).toBe(first!.job.timestamp);
    const digests = (await queues.queue.notifications.getDelayed()).filter(
      (job) => job.name === 'message-digest' && 'userId' in job.data && job.data.userId === owner.id,
    );
    expect(digests).toHaveLength(1);
  });

  it('is cancelled when the messages are read, and only once nothing unread is left', async () => {
    const owner = await businessAccount('business_standard');
    const ana = await insertUser(t.db);
    const beto = await insertUser(t.db);
    expect((await send(ana, owner.id, { content: 'Hola, soy Ana' })).statusCode).toBe(201);
    expect((await send(beto, owner.id, { content: 'Hola, soy Beto' })).statusCode).toBe(201);
    expect((await digestOf(owner.id))?.state).toBe('delayed');

    // Beto's message is still unread: the digest stays.
    expect((await markRead(owner, ana.id)).json()).toEqual({ read: 1 });
    expect((await digestOf(owner.id))?.state).toBe('delayed');

    expect((await markRead(owner, beto.id)).json()).toEqual({ read: 1 });
    expect(await digestOf(owner.id)).toBeUndefined();
    // The senders' own digests are untouched by the owner's reading.
    expect(await digestOf(ana.id)).toBeUndefined();

    // A new message schedules a new one.
    expect((await send(ana, owner.id, { content: '¿Tienen servicio a domicilio?' })).statusCode).toBe(201);
    expect((await digestOf(owner.id))?.state).toBe('delayed');
  });
});

describe('GET /conversations', () => {
  it('lists one conversation per person, latest first, with unread counts, paged', async () => {
    const me = await businessAccount('business_standard');
    const people = await Promise.all(Array.from({ length: 22 }, () => insertUser(t.db)));
    for (const [index, person] of people.entries()) {
      await insertMessages(person.id, me.id, 2, Date.now() - 100_000 + index * 10);
    }
    // Older activity with the first person, then the newest with the last one, from me.
    await insertMessages(me.id, people[21]!.id, 1, Date.now() - 1_000);
    const first = (await conversations(me)).json();
    expect(first.conversations).toHaveLength(20);
    expect(first.conversations[0]).toMatchObject({
      other: { id: people[21]!.id, user_type: 'user' },
      last_message: { sender_id: me.id, content: 'Mensaje 0' },
      unread_count: 2,
    });
    expect(first.conversations[0].other).not.toHaveProperty('email');
    const second = (await conversations(me, first.next_cursor)).json();
    expect(second.next_cursor).toBeNull();
    const ids = [...first.conversations, ...second.conversations].map(
      (c: { other: { id: string } }) => c.other.id,
    );
    expect(ids).toEqual([...people].reverse().map((person) => person.id));
    await markRead(me, people[21]!.id);
    expect((await conversations(me)).json().conversations[0].unread_count).toBe(0);
  });

  it('refuses a forged cursor and an anonymous caller', async () => {
    const me = await insertUser(t.db);
    expect((await conversations(me, 'forged')).statusCode).toBe(400);
    const anonymous = await conversations(null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(messages.signInToMessages);
  });
});
