import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import {
  accessToken,
  chooseGuadalajara,
  DEMO_OWNER,
  demoBusinessWithItem,
  expectToast,
  PASSWORD,
  screenshots,
  skipOnboarding,
  storeSession,
  uniqueEmail,
} from './helpers';

// Issue 25 item 6: a customer keeps an address in "Mis direcciones" and finds it chosen at
// checkout, with their phone; the owner narrows the delivery zone in the menu manager, and the
// same address is refused before confirming ("Este negocio no entrega en esa zona") and by the API.
test('a saved address is prefilled at checkout; an address outside the zone is refused before confirming', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);
  const ownerToken = await accessToken(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const { businessId, itemId } = await demoBusinessWithItem(request, ownerToken, {
    category: 'Direcciones',
    name: 'Torta de direcciones',
    price: '75.00',
  });
  const email = uniqueEmail('direcciones');
  const signup = await request.post('/auth/v1/signup', { data: { email, password: PASSWORD } });
  expect(signup.status(), await signup.text()).toBe(200);
  const token = await accessToken(request, email);
  const phone = await request.patch('/api/ordering/me/account', {
    headers: { authorization: `Bearer ${token}` },
    data: { username: `dir_${Date.now().toString(36)}`, phone: '33 2222 3333' },
  });
  expect(phone.status(), await phone.text()).toBe(200);

  // Mis direcciones: the first address, in Guadalajara (the chosen city), becomes the default.
  await skipOnboarding(page);
  await storeSession(page, { email, password: PASSWORD });
  await chooseGuadalajara(page);
  await page.goto('/profile?tab=addresses');
  await expect(page.getByTestId('saved-addresses-empty')).toHaveText('Aún no tienes direcciones guardadas.');
  await page.getByTestId('address-add').click();
  const dialog = page.getByTestId('address-dialog');
  await expect(dialog.getByTestId('address-city').locator('option:checked')).toHaveText('Guadalajara');
  await dialog.getByTestId('address-street').fill('Calle Morelos');
  await dialog.getByTestId('address-number').fill('45');
  await dialog.getByTestId('address-interior').fill('3');
  await dialog.getByTestId('address-neighborhood').fill('Americana');
  // A CDMX postal code is not Guadalajara's: the server says so, and nothing typed is lost.
  await dialog.getByTestId('address-postal_code').fill('06700');
  await dialog.getByTestId('address-between_streets').fill('Chapultepec y Marsella');
  await dialog.getByTestId('address-references').fill('Portón verde');
  await dialog.getByTestId('address-save').click();
  await expect(dialog.getByTestId('address-error')).toHaveText(
    'Ese código postal no es de Guadalajara. Revisa la dirección.',
  );
  await expect(dialog.getByTestId('address-street')).toHaveValue('Calle Morelos');
  await dialog.getByTestId('address-postal_code').fill('44160');
  await screenshots(page, 'address-dialog', 390, false);
  await dialog.getByTestId('address-save').click();
  await expectToast(page, 'Dirección guardada');
  const saved = page.getByTestId('saved-address');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Casa');
  await expect(saved).toContainText('Principal');
  await expect(saved).toContainText('Calle Morelos 45 int. 3, Col. Americana');
  await screenshots(page, 'saved-addresses');

  // The checkout: the saved address chosen, the profile's phone filled in.
  await page.goto(`/businesses/${businessId}`);
  await page.getByRole('tab', { name: 'Menú' }).click();
  await page.getByRole('button', { name: 'Agregar Torta de direcciones al carrito' }).click();
  await page.getByTestId('add-item-submit').click();
  await expectToast(page, 'Agregado al carrito');
  await page.getByTestId('cart-bar').getByRole('button').click();
  const checkout = page.getByTestId('checkout-dialog');
  await expect(checkout.getByRole('radio', { name: /Casa/ })).toBeChecked();
  await expect(checkout.getByTestId('checkout-phone')).toHaveValue('33 2222 3333');
  await expect(checkout.getByTestId('address-street')).toHaveCount(0);
  await screenshots(page, 'checkout-saved-address', 390, false);

  // The owner, in another browser, delivers only to 44100 and colonia Centro from now on.
  const ownerContext = await browser.newContext({ baseURL, locale: 'es-MX' });
  try {
    const owner = await ownerContext.newPage();
    await skipOnboarding(owner);
    await storeSession(owner, DEMO_OWNER);
    await owner.goto(`/menu-manager?businessId=${businessId}`);
    const zone = owner.getByTestId('delivery-zone-form');
    await zone.getByTestId('zone-some').check();
    await zone.getByTestId('zone-save').click();
    await expect(zone.getByTestId('zone-error')).toHaveText(
      'Escribe al menos un código postal o una colonia, o elige toda la ciudad.',
    );
    await zone.getByTestId('zone-postal-codes').fill('44100, 441');
    await zone.getByTestId('zone-save').click();
    await expect(zone.getByTestId('zone-error')).toContainText('441');
    await zone.getByTestId('zone-postal-codes').fill('44100');
    await zone.getByTestId('zone-neighborhoods').fill('Centro');
    await zone.getByTestId('zone-save').click();
    await expect(zone.getByTestId('zone-saved')).toHaveText('Zona de entrega guardada');
    await screenshots(owner, 'menu-manager-zone', 1280);

    // The customer opens the checkout again: the saved address is now outside the zone.
    await page.reload();
    await page.getByRole('tab', { name: 'Menú' }).click();
    await page.getByTestId('cart-bar').getByRole('button').click();
    await expect(checkout.getByTestId('checkout-zone-error')).toHaveText(
      'Este negocio no entrega en esa zona',
    );
    await expect(checkout.getByTestId('checkout-confirm')).toBeDisabled();
    await screenshots(page, 'checkout-outside-zone', 390, false);
    // The server refuses it too, whatever a page sends.
    const { addresses } = await (
      await request.get('/api/ordering/me/addresses', { headers: { authorization: `Bearer ${token}` } })
    ).json();
    const refused = await request.post('/api/ordering/orders', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        idempotency_key: randomUUID(),
        business_id: businessId,
        items: [{ menu_item_id: itemId, quantity: 1 }],
        address_id: addresses[0].id,
        contact_phone: '33 2222 3333',
      },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).message).toBe('Este negocio no entrega en esa zona');

    // Another address, in colonia Centro: accepted, and the order goes there.
    await checkout.getByRole('radio', { name: 'Otra dirección' }).check();
    await checkout.getByTestId('address-street').fill('Av. Juárez');
    await checkout.getByTestId('address-number').fill('200');
    await checkout.getByTestId('address-neighborhood').fill('Centro');
    await checkout.getByTestId('address-postal_code').fill('44100');
    await expect(checkout.getByTestId('checkout-zone-error')).toHaveCount(0);
    await checkout.getByTestId('checkout-save-address').uncheck();
    await checkout.getByTestId('checkout-confirm').click();
    await expect(page.getByTestId('order-done')).toBeVisible();
    const mine = await (
      await request.get('/api/ordering/me/orders', { headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(mine.items[0].delivery_address).toBe('Av. Juárez 200, Col. Centro, C.P. 44100, Guadalajara');
  } finally {
    // The demo business delivers to the whole city again for the tests after this one.
    const reset = await request.put(`/api/ordering/businesses/${businessId}/delivery-zone`, {
      headers: { authorization: `Bearer ${ownerToken}` },
      data: { everywhere: true, postal_codes: [], neighborhoods: [] },
    });
    expect(reset.status(), await reset.text()).toBe(200);
    await ownerContext.close();
  }
});
