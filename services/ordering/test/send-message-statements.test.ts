import { randomUUID } from 'node:crypto';
import { countingStatements, insertBusiness, insertUser } from '@cerca/db-testing';
import { useServiceTest } from '@cerca/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { orderingService } from '../src/plugin';
import { sendMessage } from '../src/repositories/messages';

// Issue 24, point 6: sending a message is one statement, whatever it comes to (stored, a retry
// of the same client_id, refused by the plan rule, an unknown person). Counted as the database
// runs them (countingStatements).

const t = useServiceTest([orderingService]);

const DAY_MS = 24 * 60 * 60 * 1000;

async function customerAndBusinessOwner() {
  const customer = await insertUser(t.db);
  const owner = await insertUser(t.db, { userType: 'business' });
  // Past its trial on the Basic plan: a business there cannot message a customer first.
  await insertBusiness(t.db, { ownerId: owner.id, created_at: new Date(Date.now() - 30 * DAY_MS) });
  return { customer, owner };
}

const outbox = [{ topic: 'message.created', payload: JSON.stringify({ title: '{name} te escribió' }) }];

describe('sending a message', () => {
  it('stores it, with its outbox row, in one statement', async () => {
    const { customer, owner } = await customerAndBusinessOwner();
    const { db, statements } = countingStatements(t.db);
    const message = { id: randomUUID(), sender_id: customer.id, receiver_id: owner.id, content: 'Hola' };
    const outcome = await sendMessage(db, { ...message, client_id: randomUUID() }, outbox);
    expect(outcome).toMatchObject({ kind: 'stored', created: true });
    expect(statements()).toBe(1);
  });

  it('answers a retry of the same client_id with the stored message, in one statement', async () => {
    const { customer, owner } = await customerAndBusinessOwner();
    const clientId = randomUUID();
    const first = { id: randomUUID(), sender_id: customer.id, receiver_id: owner.id, content: 'Hola' };
    await sendMessage(t.db, { ...first, client_id: clientId }, outbox);
    const { db, statements } = countingStatements(t.db);
    const retry = await sendMessage(db, { ...first, id: randomUUID(), client_id: clientId }, outbox);
    expect(retry).toMatchObject({ kind: 'stored', created: false, message: { id: first.id } });
    expect(statements()).toBe(1);
  });

  it('refuses by the plan rule, or for an unknown person, in one statement and storing nothing', async () => {
    const { customer, owner } = await customerAndBusinessOwner();
    const cases = [
      // The Basic business writes first to a customer: the plan rule refuses.
      { sender_id: owner.id, receiver_id: customer.id, kind: 'blocked' },
      { sender_id: customer.id, receiver_id: randomUUID(), kind: 'no_receiver' },
    ] as const;
    for (const { kind, ...pair } of cases) {
      const { db, statements } = countingStatements(t.db);
      const outcome = await sendMessage(
        db,
        { id: randomUUID(), ...pair, content: 'Hola', client_id: null },
        outbox,
      );
      expect(outcome.kind).toBe(kind);
      expect(statements()).toBe(1);
    }
    const stored = await t.db
      .selectFrom('business_messages')
      .select('id')
      .where('sender_id', '=', owner.id)
      .execute();
    expect(stored).toEqual([]);
  });
});
