import { insertBusiness, insertUser, type TestUser } from '@cerca/db-testing';
import { type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { cardOf, type LocalSubscriptionObject, localEvent, oneMonthAfter } from '../src/payments/local';
import { LOCAL_SIGNATURE_HEADER, signLocalPayload } from '../src/payments/local-signature';
import { orderingService } from '../src/plugin';

const t = useServiceTest([orderingService]);
/** The app's local payments secret (the test config sets one; the code has no default). */
const secret = () => t.config.payments.localWebhookSecret!;

const checkout = (payload: object, as?: TestCaller) =>
  t.inject({ method: 'POST', url: '/api/ordering/subscriptions/checkout', payload }, as);
const mine = async (as: TestCaller) =>
  (await t.inject({ method: 'GET', url: '/api/ordering/subscriptions' }, as)).json().subscriptions;
const sessionOf = (url: string) => new URL(url, 'http://x').searchParams.get('session')!;
const pay = (session: string, as: TestCaller, card = '4242 4242 4242 4242') =>
  t.inject(
    {
      method: 'POST',
      url: `/api/ordering/payments/local/checkouts/${session}/pay`,
      payload: { card_number: card },
    },
    as,
  );
const webhook = (body: string, signature?: string) =>
  t.inject({
    method: 'POST',
    url: '/api/ordering/payments/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { [LOCAL_SIGNATURE_HEADER]: signature } : {}),
    },
    payload: body,
  });
const signed = (event: object) => {
  const body = JSON.stringify(event);
  return [body, signLocalPayload(secret(), body)] as const;
};

async function ownerWithBusiness() {
  const owner = await insertUser(t.db, { userType: 'business' });
  const business = await insertBusiness(t.db, { ownerId: owner.id, name: 'Tortas de Prueba' });
  return { owner, business };
}

/** A subscription object as local events carry it. */
function subscriptionObject(
  owner: TestUser,
  businessId: string,
  overrides: Partial<LocalSubscriptionObject> = {},
) {
  return {
    id: `sub_local_${businessId}`,
    customer: `cus_local_${owner.id}`,
    status: 'active',
    price_id: 'price_local_business_standard',
    current_period_end: 1_900_000_000,
    cancel_at_period_end: false,
    payment_method: { brand: 'visa', last4: '4242' },
    metadata: {
      user_id: owner.id,
      subject: 'business',
      business_id: businessId,
      plan_key: 'business_standard',
    },
    ...overrides,
  } satisfies LocalSubscriptionObject;
}

const storedPlan = async (businessId: string) =>
  t.db
    .selectFrom('subscriptions')
    .select(['plan_key', 'status', 'cancel_at_period_end', 'payment_method_brand', 'payment_method_last4'])
    .where('business_id', '=', businessId)
    .execute();

describe('POST /api/ordering/subscriptions/checkout', () => {
  it('answers the spec text to visitors', async () => {
    const response = await checkout({ plan_key: 'personal_premium' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      code: 'unauthorized',
      error: 'Unauthorized',
      message: 'Debes iniciar sesión para suscribirte',
    });
  });

  it("answers 'Producto no encontrado' for a plan that does not exist (the free plans included)", async () => {
    const person = await insertUser(t.db);
    for (const plan_key of ['business_gold', 'business_basic', 'personal_basic', '__proto__', 'toString']) {
      const response = await checkout({ plan_key }, person);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'product_not_found', message: 'Producto no encontrado' });
    }
  });

  it("needs a business of the caller's for a business plan", async () => {
    const { business } = await ownerWithBusiness();
    const stranger = await insertUser(t.db);
    const missing = await checkout({ plan_key: 'business_standard' }, stranger);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'business_required',
      message: 'Elige el negocio que quieres suscribir.',
    });
    const notTheirs = await checkout({ plan_key: 'business_premium', business_id: business.id }, stranger);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toMatchObject({ code: 'business_not_found', message: 'Negocio no encontrado' });
    expect(await storedPlan(business.id)).toEqual([]);
  });

  it('opens a local checkout only its owner can see', async () => {
    const { owner, business } = await ownerWithBusiness();
    const response = await checkout({ plan_key: 'business_standard', business_id: business.id }, owner);
    expect(response.statusCode).toBe(200);
    const { url } = response.json();
    expect(url).toMatch(/^\/subscription\/checkout\?session=cs_local_[0-9a-f]+$/);
    const session = sessionOf(url);
    const own = await t.inject(
      { method: 'GET', url: `/api/ordering/payments/local/checkouts/${session}` },
      owner,
    );
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({
      id: session,
      plan_key: 'business_standard',
      monthly_price: 15,
      business_name: 'Tortas de Prueba',
      cancel_url: '/subscription/canceled',
    });
    const other = await insertUser(t.db);
    for (const response of [
      await t.inject({ method: 'GET', url: `/api/ordering/payments/local/checkouts/${session}` }, other),
      await pay(session, other),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'checkout_not_found',
        message: 'La sesión de pago no existe o ya expiró.',
      });
    }
    // Nothing was written: only a paid checkout's event writes a subscription.
    expect(await storedPlan(business.id)).toEqual([]);
  });
});

describe('paying a local checkout', () => {
  it('activates the plan through a signed event, once, with the card and the next billing date', async () => {
    const { owner, business } = await ownerWithBusiness();
    const { url } = (
      await checkout({ plan_key: 'business_standard', business_id: business.id }, owner)
    ).json();
    const session = sessionOf(url);
    const before = Date.now();
    const paid = await pay(session, owner, '5555 5555 5555 4444');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ url: `/subscription/success?session_id=${session}` });

    const [subscription] = await mine(owner);
    expect(subscription).toMatchObject({
      subject: 'business',
      business_id: business.id,
      business_name: 'Tortas de Prueba',
      plan_key: 'business_standard',
      status: 'active',
      active: true,
      cancel_at_period_end: false,
      payment_method_brand: 'mastercard',
      payment_method_last4: '4444',
    });
    const periodEnd = new Date(subscription.current_period_end).getTime();
    expect(periodEnd).toBeGreaterThan(oneMonthAfter(new Date(before)).getTime() - 2000);
    expect(periodEnd).toBeLessThan(oneMonthAfter(new Date()).getTime() + 2000);
    // The event went through the webhook path: recorded and processed.
    const events = await t.db
      .selectFrom('payment_events')
      .select(['provider', 'type', 'processed_at'])
      .execute();
    expect(events.filter((e) => e.type === 'customer.subscription.created')).toContainEqual(
      expect.objectContaining({ provider: 'local', processed_at: expect.any(Date) }),
    );

    // A session pays once; the same plan cannot be bought twice while active.
    expect((await pay(session, owner)).statusCode).toBe(404);
    const again = await checkout({ plan_key: 'business_standard', business_id: business.id }, owner);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'plan_already_active',
      message: 'Ya tienes este plan activo.',
    });
    expect(await storedPlan(business.id)).toHaveLength(1);
  });

  it('gives a personal plan to the person, not to a business', async () => {
    const person = await insertUser(t.db);
    const { url } = (await checkout({ plan_key: 'personal_premium', business_id: null }, person)).json();
    expect((await pay(sessionOf(url), person)).statusCode).toBe(200);
    expect(await mine(person)).toEqual([
      expect.objectContaining({
        subject: 'personal',
        business_id: null,
        plan_key: 'personal_premium',
        active: true,
      }),
    ]);
  });

  it('refuses a card number that is not one, changing nothing', async () => {
    const person = await insertUser(t.db);
    const { url } = (await checkout({ plan_key: 'personal_premium' }, person)).json();
    const response = await pay(sessionOf(url), person, 'abcd');
    expect(response.statusCode).toBe(400);
    expect(await mine(person)).toEqual([]);
    expect((await pay(sessionOf(url), person)).statusCode).toBe(200);
  });
});

describe('POST /api/ordering/payments/webhook (local signer)', () => {
  it('writes a subscription from a validly signed event', async () => {
    const { owner, business } = await ownerWithBusiness();
    const response = await webhook(
      ...signed(localEvent('customer.subscription.created', subscriptionObject(owner, business.id))),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await storedPlan(business.id)).toEqual([
      {
        plan_key: 'business_standard',
        status: 'active',
        cancel_at_period_end: false,
        payment_method_brand: 'visa',
        payment_method_last4: '4242',
      },
    ]);
  });

  it('refuses a tampered, missing, foreign or stale signature and writes nothing', async () => {
    const { owner, business } = await ownerWithBusiness();
    const [body, signature] = signed(
      localEvent('customer.subscription.created', subscriptionObject(owner, business.id)),
    );
    const tampered = body.replace('business_standard', 'business_premium');
    const stale = signLocalPayload(secret(), body, Math.floor(Date.now() / 1000) - 3600);
    for (const response of [
      await webhook(tampered, signature),
      await webhook(body),
      await webhook(body, signLocalPayload('another-secret', body)),
      await webhook(body, stale),
      await webhook(body, 'garbage'),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'invalid_signature',
        message: 'La firma del evento de pago no es válida.',
      });
    }
    expect(await storedPlan(business.id)).toEqual([]);
    expect(
      await t.db.selectFrom('payment_events').select('id').where('payload', '@>', JSON.parse(body)).execute(),
    ).toEqual([]);
  });

  it('is idempotent by event id: a replayed event changes nothing', async () => {
    const { owner, business } = await ownerWithBusiness();
    const created = localEvent(
      'customer.subscription.created',
      subscriptionObject(owner, business.id),
      new Date(1_800_000_000_000),
    );
    expect((await webhook(...signed(created))).statusCode).toBe(200);
    const canceled = localEvent(
      'customer.subscription.deleted',
      subscriptionObject(owner, business.id, { status: 'canceled' }),
      new Date(1_800_000_100_000),
    );
    expect((await webhook(...signed(canceled))).statusCode).toBe(200);
    // The first event again (a provider retry) with a new signature: already seen, ignored.
    expect((await webhook(...signed(created))).statusCode).toBe(200);
    expect(await storedPlan(business.id)).toEqual([expect.objectContaining({ status: 'canceled' })]);
    const recorded = await t.db
      .selectFrom('payment_events')
      .select('id')
      .where('event_id', '=', created.id)
      .execute();
    expect(recorded).toHaveLength(1);
  });

  it('does not depend on event order: an older event never overwrites a newer state', async () => {
    const { owner, business } = await ownerWithBusiness();
    const at = (seconds: number) => new Date(seconds * 1000);
    const created = localEvent(
      'customer.subscription.created',
      subscriptionObject(owner, business.id),
      at(1_800_000_000),
    );
    const cancelling = localEvent(
      'customer.subscription.updated',
      subscriptionObject(owner, business.id, { cancel_at_period_end: true, payment_method: null }),
      at(1_800_000_050),
    );
    const deleted = localEvent(
      'customer.subscription.deleted',
      subscriptionObject(owner, business.id, { status: 'active' }),
      at(1_800_000_100),
    );
    // Newest first.
    await webhook(...signed(cancelling));
    expect(await storedPlan(business.id)).toEqual([
      expect.objectContaining({ status: 'active', cancel_at_period_end: true, payment_method_brand: null }),
    ]);
    await webhook(...signed(created));
    expect(await storedPlan(business.id)).toEqual([
      expect.objectContaining({ status: 'active', cancel_at_period_end: true }),
    ]);
    await webhook(...signed(deleted));
    await webhook(...signed(cancelling));
    expect(await storedPlan(business.id)).toEqual([expect.objectContaining({ status: 'canceled' })]);
  });

  it('records but ignores events that are not about our subscriptions', async () => {
    const { owner, business } = await ownerWithBusiness();
    const foreign = localEvent('customer.subscription.created', {
      ...subscriptionObject(owner, business.id),
      metadata: {
        user_id: 'nobody',
        subject: 'business',
        business_id: business.id,
        plan_key: 'business_standard',
      },
    });
    const other = {
      id: 'evt_local_invoice',
      type: 'invoice.paid',
      created: 1_800_000_000,
      data: { object: {} },
    };
    expect((await webhook(...signed(foreign))).statusCode).toBe(200);
    expect((await webhook(...signed(other))).statusCode).toBe(200);
    expect(await storedPlan(business.id)).toEqual([]);
  });
});

describe('POST /api/ordering/subscriptions/:id/cancel', () => {
  it('cancels at the period end: the plan stays active until then; twice changes nothing', async () => {
    const { owner, business } = await ownerWithBusiness();
    const { url } = (
      await checkout({ plan_key: 'business_premium', business_id: business.id }, owner)
    ).json();
    await pay(sessionOf(url), owner);
    const [subscription] = await mine(owner);
    const cancel = (as: TestCaller) =>
      t.inject({ method: 'POST', url: `/api/ordering/subscriptions/${subscription.id}/cancel` }, as);

    const stranger = await insertUser(t.db);
    const refused = await cancel(stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({
      code: 'subscription_not_found',
      message: 'Suscripción no encontrada',
    });
    expect((await cancel(undefined)).statusCode).toBe(401);

    const response = await cancel(owner);
    expect(response.statusCode).toBe(200);
    expect(response.json().subscription).toMatchObject({
      id: subscription.id,
      status: 'active',
      active: true,
      cancel_at_period_end: true,
      current_period_end: subscription.current_period_end,
      payment_method_brand: 'visa',
      payment_method_last4: '4242',
    });
    expect((await cancel(owner)).json().subscription.cancel_at_period_end).toBe(true);
    expect(await storedPlan(business.id)).toEqual([
      expect.objectContaining({ plan_key: 'business_premium', status: 'active', cancel_at_period_end: true }),
    ]);
  });

  it('refuses to cancel a subscription that is over', async () => {
    const { owner, business } = await ownerWithBusiness();
    await webhook(
      ...signed(
        localEvent(
          'customer.subscription.deleted',
          subscriptionObject(owner, business.id, { status: 'canceled' }),
        ),
      ),
    );
    const [subscription] = await mine(owner);
    const response = await t.inject(
      { method: 'POST', url: `/api/ordering/subscriptions/${subscription.id}/cancel` },
      owner,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'subscription_not_active',
      message: 'Esta suscripción ya no está activa.',
    });
  });
});

describe('cardOf', () => {
  it('reads the brand and the last four digits of test cards', () => {
    expect(cardOf('4242 4242 4242 4242')).toEqual({ brand: 'visa', last4: '4242' });
    expect(cardOf('5555555555554444')).toEqual({ brand: 'mastercard', last4: '4444' });
    expect(cardOf('3782 822463 10005')).toEqual({ brand: 'amex', last4: '0005' });
    expect(cardOf('6011 1111 1111 1117')).toEqual({ brand: 'card', last4: '1117' });
  });
});
