import { createHash, randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@cerca/db-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewDriverInvitation } from '../src/index';
import { insertCity, insertUser, pgCode } from './fixtures';

// Issue 21: what the driver_invitations table itself refuses, whatever a service forgets.

let t: TestDatabase;
let cityId: string;
let partner: string;

beforeAll(async () => {
  t = await createTestDatabase();
  cityId = await insertCity(t.db, 'Guadalajara');
  partner = await insertUser(t.db, 'socia');
});
afterAll(async () => {
  await t?.drop();
});

const DAY = 86_400_000;
const invitation = (values: Partial<NewDriverInvitation> = {}) =>
  t.db
    .insertInto('driver_invitations')
    .values({
      city_id: cityId,
      email: `persona.${randomUUID().slice(0, 8)}@example.com`,
      full_name: 'Rosa López',
      phone: '3311122233',
      invited_by: partner,
      expires_at: new Date(Date.now() + 14 * DAY),
      ...values,
    })
    .returning(['id', 'status', 'vehicle_type'])
    .executeTakeFirstOrThrow();

describe('driver_invitations', () => {
  it('starts pending with the moto default', async () => {
    expect(await invitation()).toMatchObject({ status: 'pending', vehicle_type: 'moto' });
  });

  it('keeps one pending invitation per city and address; answered ones do not count', async () => {
    const email = `una.${randomUUID().slice(0, 8)}@example.com`;
    const first = await invitation({ email });
    expect(await pgCode(invitation({ email }))).toBe('23505');
    await t.db
      .updateTable('driver_invitations')
      .set({ status: 'declined', closed_at: new Date() })
      .where('id', '=', first.id)
      .execute();
    expect((await invitation({ email })).status).toBe('pending');
  });

  it('refuses a mixed-case address, an unknown status or vehicle, and empty or long texts', async () => {
    expect(await pgCode(invitation({ email: 'Rosa@Example.com' }))).toBe('23514');
    expect(await pgCode(invitation({ status: 'approved' as never, closed_at: new Date() }))).toBe('23514');
    expect(await pgCode(invitation({ vehicle_type: 'avion' as never }))).toBe('23514');
    expect(await pgCode(invitation({ full_name: '  ' }))).toBe('23514');
    expect(await pgCode(invitation({ phone: '1'.repeat(31) }))).toBe('23514');
  });

  it('keeps the status, the closing time and the acceptor consistent', async () => {
    expect(await pgCode(invitation({ status: 'accepted' }))).toBe('23514');
    expect(await pgCode(invitation({ closed_at: new Date() }))).toBe('23514');
    expect(await pgCode(invitation({ accepted_by: partner }))).toBe('23514');
    expect(
      (await invitation({ status: 'accepted', closed_at: new Date(), accepted_by: partner })).status,
    ).toBe('accepted');
  });

  it('expires after it was made, keys the document under invitations/ and keeps a SHA-256 hash', async () => {
    expect(await pgCode(invitation({ expires_at: new Date(Date.now() - DAY) }))).toBe('23514');
    expect(await pgCode(invitation({ identification_key: `${randomUUID()}.png` }))).toBe('23514');
    expect(await pgCode(invitation({ token_hash: 'secreto-en-claro' }))).toBe('23514');
    const id = randomUUID();
    const row = await invitation({
      id,
      identification_key: `invitations/${id}.png`,
      token_hash: createHash('sha256').update('secreto').digest('hex'),
    });
    expect(row.id).toBe(id);
  });

  it('goes with its city', async () => {
    const city = await insertCity(t.db, 'Ciudad Efímera');
    const { id } = await invitation({ city_id: city });
    await t.db.deleteFrom('cities').where('id', '=', city).execute();
    expect(await t.db.selectFrom('driver_invitations').select('id').where('id', '=', id).execute()).toEqual(
      [],
    );
  });
});
