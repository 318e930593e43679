import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  ALWAYS_OPEN,
  accessToken,
  DEMO_OWNER,
  demoBusinessWithItem,
  expectToast,
  openSignedIn,
  ownedBusinessId,
  screenshots,
  signIn,
  signUp,
  skipOnboarding,
  uniqueEmail,
} from './helpers';

// Edit business (spec 01 §2 "Edit business", §5, §8; spec 02 §6): the owner edits and sees the
// change on the page; anyone else is sent to /dashboard and the server refuses them.
const BUSINESS = 'Tortas Ahogadas El Güero';

test('the owner edits the description and sees it on the business page', async ({ page, request }) => {
  const token = await accessToken(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const businessId = await ownedBusinessId(request, token, BUSINESS);
  const before = await (await request.get(`/api/discovery/businesses/${businessId}`)).json();
  const description = `Tortas ahogadas bañadas en salsa, desde 1985 (${Date.now().toString(36)})`;

  await skipOnboarding(page);
  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  try {
    await page.goto(`/businesses/${businessId}/edit`);
    const form = page.getByTestId('edit-business-form');
    await expect(form.getByTestId('business-form-name')).toHaveValue(BUSINESS);
    // The weekly schedule is prefilled, Monday first.
    const days = page.getByTestId('edit-business-schedule').locator('.mf-edit-business__day');
    await expect(days.first()).toHaveText('Lunes');
    await expect(days.last()).toHaveText('Domingo');
    await expect(form.getByTestId('edit-business-monday-start')).toHaveValue(/^\d\d:\d\d$/);

    await form.getByTestId('business-form-description').fill(description);
    await form.getByTestId('edit-business-save').click();
    await expectToast(page, 'Cambios guardados exitosamente');
    await expect(page).toHaveURL(new RegExp(`/businesses/${businessId}$`));
    await expect(page.getByText(description)).toBeVisible();
  } finally {
    // Leave the demo business as it was for the other tests of the run.
    await request.patch(`/api/discovery/businesses/${businessId}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { description: before.business.description },
    });
  }
});

test('another person is sent away from the edit page and the API refuses the edit', async ({
  page,
  request,
}) => {
  const ownerToken = await accessToken(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const businessId = await ownedBusinessId(request, ownerToken, BUSINESS);
  const email = uniqueEmail('editar');

  await skipOnboarding(page);
  await signUp(page, email);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  await page.goto(`/businesses/${businessId}/edit`);
  await expectToast(page, 'No tienes permiso para acceder a esta página');
  // Sent to /dashboard, the signed-in landing, which opens /profile.
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('edit-business-form')).toHaveCount(0);

  const response = await request.patch(`/api/discovery/businesses/${businessId}`, {
    headers: { authorization: `Bearer ${await accessToken(request, email)}` },
    data: { description: 'No es mi negocio' },
  });
  expect(response.status()).toBe(403);
  expect(await response.json()).toMatchObject({
    code: 'forbidden',
    message:
      'Solo el dueño del negocio, el socio de su ciudad o un administrador pueden editar este negocio.',
  });
});

/** Opens the demo business's page signed in as `email` (a demo account). */
async function openAs(page: Page, request: APIRequestContext, email: string): Promise<string> {
  const ownerToken = await accessToken(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const businessId = await ownedBusinessId(request, ownerToken, BUSINESS);
  await skipOnboarding(page);
  await openSignedIn(page, `/businesses/${businessId}`, { email, password: DEMO_OWNER.password });
  await expect(page.getByTestId('business-name')).toHaveText(BUSINESS);
  return businessId;
}

test("the city's partner finds Editar on the business page and opens the form", async ({ page, request }) => {
  const businessId = await openAs(page, request, 'partner.gdl@demo.cerca.mx');
  await page.getByTestId('business-edit').click();
  await expect(page).toHaveURL(new RegExp(`/businesses/${businessId}/edit$`));
  await expect(page.getByTestId('edit-business-form').getByTestId('business-form-name')).toHaveValue(
    BUSINESS,
  );
});

test("another city's partner gets no Editar, only Escribir Reseña", async ({ page, request }) => {
  await openAs(page, request, 'partner.cdmx@demo.cerca.mx');
  await expect(page.getByTestId('business-write-review')).toBeVisible();
  await expect(page.getByTestId('business-edit')).toHaveCount(0);
});

// Issue 25 item 7: a closed day, split shifts and special dates. The owner marks today (in the
// city's zone) as a special closed date and gives Sunday two shifts; the business page says Cerrado
// and lists both, and the Menú tab offers no Agregar although the week says open all day.
test('the owner closes today by a special date and splits Sunday; the page and the Menú follow', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await accessToken(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const { businessId, itemId } = await demoBusinessWithItem(request, token, {
    category: 'Cocina',
    name: 'Torta del día especial',
    price: '70.00',
  });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
  await skipOnboarding(page);
  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  try {
    await page.goto(`/businesses/${businessId}/edit`);
    const form = page.getByTestId('edit-business-form');
    // Sunday: a second shift (the first then ends at 15:00).
    await form.getByTestId('edit-business-sunday-split').check();
    await expect(form.getByTestId('edit-business-sunday-end')).toHaveValue('15:00');
    await form.getByTestId('edit-business-sunday-start-2').fill('18:00');
    await form.getByTestId('edit-business-sunday-end-2').fill('22:00');
    // Today: a special closed date.
    await form.getByTestId('special-hours-add').click();
    await form.getByTestId('special-hours-0-date').fill(today);
    await expect(form.getByTestId('special-hours-0-closed')).toBeChecked();
    await screenshots(page, 'edit-business-special-hours');
    await form.getByTestId('edit-business-save').click();
    await expectToast(page, 'Cambios guardados exitosamente');
    await expect(page).toHaveURL(new RegExp(`/businesses/${businessId}$`));

    await expect(page.getByTestId('open-now')).toHaveText('Cerrado');
    await expect(page.getByTestId('business-schedule')).toContainText('00:00 – 15:00 y 18:00 – 22:00');
    await expect(page.getByTestId('business-special-hours')).toContainText('Cerrado');
    await screenshots(page, 'business-special-hours');
    await page.getByRole('tab', { name: 'Menú' }).click();
    await expect(page.getByTestId('menu-not-ordering')).toContainText('Cerrado ahora');
    await expect(page.getByRole('button', { name: /al carrito$/ })).toHaveCount(0);

    // The API refuses a quote today, as the page says.
    const quote = await request.post('/api/ordering/orders/quote', {
      headers: { authorization: `Bearer ${token}` },
      data: { business_id: businessId, items: [{ menu_item_id: itemId, quantity: 1 }] },
    });
    expect(quote.status()).toBe(409);
    expect((await quote.json()).code).toBe('business_closed');
  } finally {
    await request.patch(`/api/discovery/businesses/${businessId}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { schedule: ALWAYS_OPEN, special_hours: [] },
    });
  }
});
