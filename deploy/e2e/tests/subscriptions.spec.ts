import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import {
  accessToken,
  DEMO_OWNER,
  expectToast,
  ownedBusinessId,
  screenshots,
  signUp,
  skipOnboarding,
  uniqueEmail,
} from './helpers';

/**
 * Subscriptions in local mode (PAYMENTS_PROVIDER=local, the default of `npm start`): 'Suscribirse
 * Ahora' → the local checkout → 'Pago Exitoso' with the plan, next billing date and card; the
 * business page's plan panel follows the subscriptions table; cancel at the period end; an
 * abandoned checkout lands on /subscription/canceled. A fresh owner and business, so the demo
 * businesses other specs rely on stay on Basic.
 */
/** A business of the person, past its 5-day trial (so Basic limits apply), made through psql. */
function insertOldBusiness(email: string, name: string): string {
  const databaseUrl = process.env.E2E_DATABASE_URL!;
  const output = execFileSync('psql', [
    '-qtA',
    '-v',
    'ON_ERROR_STOP=1',
    databaseUrl,
    '-c',
    `with owner as (select id from profiles where email = '${email}'),
          city as (select id from cities where name = 'Guadalajara' limit 1)
     insert into businesses (owner_id, name, description, address, city, state, zip_code, category,
                             subcategory, city_id, created_at)
     select owner.id, '${name}', 'Prueba de planes', 'Calle 1', 'Guadalajara', 'Jalisco', '44100',
            'Restaurantes', 'Tacos', city.id, now() - interval '10 days' from owner, city
     returning id`,
  ]);
  return output.toString().trim();
}

/** Spec 02: the next billing date is the period end, one month after paying (es-MX long date). */
function nextMonthLongDate(): string {
  const next = new Date();
  next.setUTCMonth(next.getUTCMonth() + 1);
  return new Intl.DateTimeFormat('es-MX', { dateStyle: 'long' }).format(next);
}

test('subscribing in local mode reaches Pago Exitoso and lifts the plan limits of the business', async ({
  page,
}) => {
  test.skip(!process.env.E2E_DATABASE_URL, 'needs E2E_DATABASE_URL (npm test sets it)');
  const email = uniqueEmail('suscriptor');
  await skipOnboarding(page);
  await signUp(page, email);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  const name = `Tacos del Plan ${Date.now().toString(36)}`;
  const businessId = insertOldBusiness(email, name);

  // Basic: the plan panel of the business page shows the limits.
  await page.goto(`/businesses/${businessId}`);
  const planPanel = page.getByTestId('business-plan');
  await expect(planPanel).toContainText('Tu plan: Básico');
  await expect(planPanel).toContainText('de 3');

  // The plan panels: Basic active, Standard and Premium available.
  await page.goto('/profile?tab=subscription');
  const businessPlans = page.getByTestId('business-plans');
  await expect(businessPlans).toContainText(name);
  await expect(businessPlans.getByTestId('plan-business_basic').getByTestId('plan-badge')).toHaveText(
    'Activo',
  );
  const standard = businessPlans.getByTestId('plan-business_standard');
  await expect(standard.getByTestId('plan-badge')).toHaveText('Disponible');
  await expect(standard).toContainText('$15.00/mes');
  await expect(businessPlans.getByTestId('plan-business_premium')).toContainText('$10.00/mes');
  await expect(page.getByTestId('personal-plans').getByTestId('plan-personal_premium')).toContainText(
    '$1.00/mes',
  );
  await expect(standard.getByRole('img', { name: 'Código QR de tu perfil de Cerca' })).toBeVisible();
  await screenshots(page, 'plans', 1280);

  await standard.getByRole('button', { name: 'Suscribirse Ahora al Plan Estándar' }).click();
  await expect(page).toHaveURL(/\/subscription\/checkout\?session=cs_local_/);
  const checkout = page.getByTestId('local-checkout');
  await expect(checkout.getByTestId('checkout-plan')).toHaveText('Plan Estándar');
  await expect(checkout).toContainText(name);
  await screenshots(page, 'checkout', 1280);
  await checkout.getByTestId('checkout-card').fill('5555 5555 5555 4444');
  await checkout.getByTestId('checkout-pay').click();

  await expect(page).toHaveURL(/\/subscription\/success\?session_id=cs_local_/);
  const success = page.getByTestId('subscription-success');
  await expect(success.getByRole('heading', { name: 'Pago Exitoso' })).toBeVisible();
  await expect(success.getByTestId('success-plan')).toHaveText('Plan Estándar');
  await expect(success.getByTestId('success-next-billing')).toHaveText(nextMonthLongDate());
  await expect(success.getByTestId('success-card')).toHaveText('MASTERCARD •••• 4444');
  await screenshots(page, 'success', 1280);
  const standardSuccess = page.url();

  // The discovery service reads the subscriptions table: the limits are gone.
  await page.goto(`/businesses/${businessId}`);
  await expect(planPanel).toContainText('Tu plan: Estándar');
  await expect(planPanel).toContainText('sin límite');
  await expect(planPanel).toContainText('Mensajes con clientes incluidos');

  // Cancel at the period end: the plan stays active until then.
  await page.goto('/profile?tab=subscription');
  const active = page.getByTestId('business-plans').getByTestId('plan-business_standard');
  await expect(active.getByTestId('plan-badge')).toHaveText('Activo');
  await expect(active.getByTestId('plan-renewal')).toContainText(`Próximo cobro: ${nextMonthLongDate()}`);
  await active.getByTestId('plan-cancel').click();
  const dialog = page.getByTestId('cancel-subscription-dialog');
  await expect(dialog).toContainText(nextMonthLongDate());
  await dialog.getByRole('button', { name: 'Sí, cancelar al final del periodo' }).click();
  await expectToast(page, `Tu suscripción terminará el ${nextMonthLongDate()}`);
  await expect(active.getByTestId('plan-renewal')).toContainText('Se cancela el');
  await expect(active.getByTestId('plan-badge')).toHaveText('Activo');
  await page.goto(`/businesses/${businessId}`);
  await expect(planPanel).toContainText('Tu plan: Estándar');

  // The success page names the plan of its session, not the subscription changed last: buy the
  // personal plan too, then come back to the Standard session's page.
  await page.goto('/profile?tab=subscription');
  await page
    .getByTestId('personal-plans')
    .getByTestId('plan-personal_premium')
    .getByTestId('plan-subscribe')
    .click();
  await expect(page).toHaveURL(/\/subscription\/checkout\?session=cs_local_/);
  await checkout.getByTestId('checkout-card').fill('4242 4242 4242 4242');
  await checkout.getByTestId('checkout-pay').click();
  await expect(page).toHaveURL(/\/subscription\/success\?session_id=cs_local_/);
  await expect(success.getByTestId('success-plan')).toHaveText('Plan Premium Personal');
  await page.goto(standardSuccess);
  await expect(success.getByTestId('success-plan')).toHaveText('Plan Estándar');
  // Cancelled at the period end: no charge follows, so the date is when the plan ends.
  await expect(success.getByTestId('success-period-end-label')).toHaveText('Tu plan termina el');
  await expect(success.getByTestId('success-next-billing')).toHaveText(nextMonthLongDate());
});

test('an abandoned checkout lands on /subscription/canceled, and visitors are asked to sign in', async ({
  page,
  request,
}) => {
  const refused = await request.post('/api/ordering/subscriptions/checkout', {
    data: { plan_key: 'personal_premium' },
  });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).message).toBe('Debes iniciar sesión para suscribirte');

  await skipOnboarding(page);
  await signUp(page, uniqueEmail('indeciso'));
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  await page.goto('/profile?tab=subscription');
  await expect(page.getByTestId('business-plans')).toHaveCount(0);
  const premium = page.getByTestId('personal-plans').getByTestId('plan-personal_premium');
  await premium.getByTestId('plan-subscribe').click();
  await expect(page).toHaveURL(/\/subscription\/checkout/);
  await page.getByTestId('checkout-cancel').click();

  await expect(page).toHaveURL(/\/subscription\/canceled$/);
  const canceled = page.getByTestId('subscription-canceled');
  await expect(canceled).toContainText('No se realizó ningún cargo');
  await expect(canceled.getByRole('listitem')).toHaveCount(3);
  await screenshots(page, 'canceled', 1280);
  await canceled.getByRole('link', { name: 'Ver planes' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=subscription$/);
  await expect(premium.getByTestId('plan-badge')).toHaveText('Disponible');

  // /subscription/success without a session, or with one never paid: no 'Pago Exitoso' but an
  // honest "not found", after about 16 s of asking for a session that never resolves.
  await page.goto('/subscription/success');
  const notFound = page.getByTestId('subscription-not-found');
  await expect(notFound.getByRole('heading', { name: 'No encontramos tu pago' })).toBeVisible();
  await expect(notFound.getByRole('link', { name: 'Ver mi suscripción y los planes' })).toHaveAttribute(
    'href',
    '/dashboard?tab=subscription',
  );
  await screenshots(page, 'success-not-found', 1280);
  await page.goto('/subscription/success?session_id=cs_local_never_paid');
  await expect(page.getByTestId('subscription-confirming')).toContainText('Estamos confirmando tu pago…');
  await expect(notFound).toBeVisible({ timeout: 25_000 });
  await expect(page.getByText('Pago Exitoso')).toHaveCount(0);
});

test('the demo business of the Tortas owner pays Standard, so premium features can be tried at once', async ({
  request,
}) => {
  const token = await accessToken(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const businessId = await ownedBusinessId(request, token, 'Tortas Ahogadas El Güero');
  const headers = { authorization: `Bearer ${token}` };
  const plan = await request.get(`/api/discovery/businesses/${businessId}/plan`, { headers });
  expect(await plan.json()).toMatchObject({ plan: 'standard', posts_limit: null, messaging: true });
  const mine = await (await request.get('/api/ordering/subscriptions', { headers })).json();
  expect(mine.subscriptions).toEqual([
    expect.objectContaining({ business_id: businessId, plan_key: 'business_standard', active: true }),
  ]);
});
