import type { SubscriptionStatus } from '@cerca/db';
import { insertBusiness, insertCity, insertUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { discoveryService } from '../src/plugin';
import { expectError } from './business-fixtures';

const t = useServiceTest([discoveryService]);
let businessId: string;

beforeAll(async () => {
  const cityId = (await insertCity(t.db)).id;
  const owner = await insertUser(t.db, { userType: 'business' });
  businessId = (await insertBusiness(t.db, { ownerId: owner.id, cityId })).id;
});

const getPromotions = (id: string, as?: TestCaller) =>
  t.inject({ method: 'GET', url: `/api/discovery/businesses/${id}/promotions` }, as);

async function promotion(title: string, columns: { expires: string; created: string; premium?: boolean }) {
  return t.db
    .insertInto('business_global_messages')
    .values({
      business_id: businessId,
      title,
      message: `Mensaje de ${title}`,
      type: 'promotion',
      is_premium_only: columns.premium ?? false,
      expires_at: new Date(Date.now() + Number(columns.expires) * 3600_000),
      created_at: new Date(Date.now() + Number(columns.created) * 3600_000),
    })
    .returning(['id', 'expires_at', 'created_at'])
    .executeTakeFirstOrThrow();
}

async function subscribe(
  userId: string,
  columns: { subject?: 'personal' | 'business'; plan?: string; status: SubscriptionStatus },
) {
  await t.db
    .insertInto('subscriptions')
    .values({
      user_id: userId,
      subject: columns.subject ?? 'personal',
      business_id: columns.subject === 'business' ? businessId : null,
      provider: 'local',
      plan_key: columns.plan ?? 'personal_premium',
      status: columns.status,
    })
    .execute();
}

describe('GET /api/discovery/businesses/:id/promotions', () => {
  it('lists unexpired promotions newest first, premium-only ones included, for visitors too', async () => {
    await promotion('Vencida', { expires: '-1', created: '-48' });
    const older = await promotion('Dos por uno', { expires: '24', created: '-2' });
    const newer = await promotion('Solo premium', { expires: '48', created: '-1', premium: true });

    const response = await getPromotions(businessId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      promotions: [
        {
          id: newer.id,
          title: 'Solo premium',
          message: 'Mensaje de Solo premium',
          type: 'promotion',
          expires_at: newer.expires_at.toISOString(),
          is_premium_only: true,
          created_at: newer.created_at.toISOString(),
        },
        expect.objectContaining({ id: older.id, is_premium_only: false }),
      ],
      viewer_is_premium: false,
    });
  });

  it('says premium only for an active or trialing personal_premium subscription', async () => {
    const cases: Array<[Parameters<typeof subscribe>[1] | null, boolean]> = [
      [null, false],
      [{ status: 'active' }, true],
      [{ status: 'trialing' }, true],
      [{ status: 'canceled' }, false],
      [{ status: 'past_due' }, false],
      [{ status: 'incomplete' }, false],
      [{ status: 'active', plan: 'personal_basic' }, false],
      [{ status: 'active', subject: 'business', plan: 'business_premium' }, false],
    ];
    for (const [subscription, premium] of cases) {
      const person = await insertUser(t.db);
      if (subscription) await subscribe(person.id, subscription);
      const response = await getPromotions(businessId, person);
      expect(response.json().viewer_is_premium, JSON.stringify(subscription)).toBe(premium);
    }
  });

  it('answers 404 business_not_found to missing and malformed ids', async () => {
    for (const id of ['0f8fad5b-d9cb-469f-a165-70867728950e', 'promo']) {
      expectError(await getPromotions(id), 404, 'business_not_found', 'Negocio no encontrado');
    }
  });
});
