import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import {
  accessToken,
  dismissToasts,
  expectToast,
  keepScreenshot,
  screenshots,
  signUp,
  skipOnboarding,
  uniqueEmail,
} from './helpers';

/** A 1×1 PNG: real image bytes, so the storage service's content check accepts it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The business page's Menú tab as a visitor (a fresh context: no session). */
async function visitorMenu(page: Page, businessId: string) {
  await page.goto(`/businesses/${businessId}`);
  await page.getByRole('tab', { name: 'Menú' }).click();
  return page.getByRole('tabpanel');
}

// Spec 02 §2 (menu/services manager), §4 (menu item active), §5, §8: an owner builds a menu
// with a category and an item with a variant and an image, deactivates and activates it, and a
// visitor sees the active item with its price in the business page's Menú tab.
test('an owner builds a menu and a visitor sees the active item in the Menú tab', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('menu');
  const business = `Tortas Doña Chela ${Date.now().toString(36)}`;
  await skipOnboarding(page);
  await signUp(page, email);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();

  // The business itself comes from the API: /add-business has its own test.
  const token = await accessToken(request, email);
  const countries = await (await request.get('/api/discovery/countries')).json();
  const mexico = countries.countries.find((country: { name: string }) => country.name === 'México');
  const cities = await (await request.get(`/api/discovery/cities?countryId=${mexico.id}`)).json();
  const gdl = cities.cities.find((city: { name: string }) => city.name === 'Guadalajara');
  const created = await request.post('/api/discovery/businesses', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      name: business,
      description: 'Tortas ahogadas de Guadalajara.',
      address: 'Av. Juárez 200, Centro',
      city: 'Guadalajara',
      state: 'Jalisco',
      zip_code: '44100',
      category: 'Restaurantes',
      subcategory: 'Tacos',
      city_id: gdl.id,
      photos: { name: 'logo.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const businessId = ((await created.json()) as { business: { id: string } }).business.id;

  // A file that only claims to be an image is refused by content and nothing is stored.
  const fakeKey = `${businessId}/${randomUUID()}.png`;
  const refused = await request.post(`/storage/v1/object/menu-items/${fakeKey}`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      file: { name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('no soy una imagen') },
    },
  });
  expect(refused.status()).toBe(415);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'Por favor selecciona una imagen válida',
  );
  expect((await request.get(`/storage/v1/object/public/menu-items/${fakeKey}`)).status()).toBe(404);

  // Mis Negocios links to the manager; so does the owner's business page.
  await page.goto('/profile?tab=my_businesses');
  await expect(page.getByTestId('menu-manager-link')).toBeVisible();
  await page.goto(`/businesses/${businessId}`);
  await expect(page.getByTestId('manage-menu-link')).toHaveText('Administrar menú');
  await page.setViewportSize({ width: 390, height: 900 });
  await keepScreenshot(page, 'owner-business-390.png');
  await page.getByTestId('manage-menu-link').click();
  await expect(page).toHaveURL(new RegExp(`/menu-manager\\?businessId=${businessId}`));
  const manager = page.getByTestId('menu-manager');
  await expect(manager.getByRole('heading', { name: 'Menú', level: 1 })).toBeVisible();
  await screenshots(page, 'menu-empty', 1280);

  // The delivery fee every new order adds: refused when not an amount, then saved as typed.
  await expect(page.getByTestId('menu-delivery-fee')).toHaveValue('0.00');
  await page.getByTestId('menu-delivery-fee').fill('-5');
  await page.getByTestId('menu-delivery-fee-save').click();
  await expectToast(page, 'Por favor ingresa un costo de envío válido (0 o más, con hasta 2 decimales)');
  await page.getByTestId('menu-delivery-fee').fill('35,5');
  await page.getByTestId('menu-delivery-fee-save').click();
  await expectToast(page, 'Costo de envío actualizado');
  await page.reload();
  await expect(page.getByTestId('menu-delivery-fee')).toHaveValue('35.50');

  // No category yet: the spec's refusal.
  await page.getByTestId('menu-add-item').click();
  await expectToast(page, 'Primero debes crear una categoría');

  await page.getByTestId('menu-category-name').fill('Tortas');
  await page.getByTestId('menu-category-add').click();
  await expectToast(page, 'Categoría agregada exitosamente');
  await expect(page.getByTestId('menu-category')).toContainText('Tortas');

  // The modal form: a blank name is refused with the spec's text, then the item is saved.
  // The toasts so far sit where the dialog's Guardar button will be.
  await dismissToasts(page);
  await page.getByTestId('menu-add-item').click();
  const form = page.getByTestId('menu-item-form');
  await expect(form).toBeVisible();
  await form.getByTestId('menu-item-save').click();
  await expectToast(page, 'Por favor ingresa el nombre del elemento');
  await dismissToasts(page);
  await form.getByTestId('menu-item-name').fill('Torta ahogada');
  await form.getByTestId('menu-item-description').fill('Birote con carnitas y salsa de jitomate');
  await form.getByTestId('menu-item-price-input').fill('85.50');
  // Images only, 5 MB at most (§5): checked before the upload, then by content in storage.
  const image = form.getByTestId('menu-item-image');
  await image.setInputFiles({
    name: 'menu.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expectToast(page, 'Por favor selecciona una imagen válida');
  await image.setInputFiles({
    name: 'grande.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expectToast(page, 'La imagen es demasiado grande. Máximo 5MB.');
  await image.setInputFiles({ name: 'torta.png', mimeType: 'image/png', buffer: PNG });
  await form.getByTestId('menu-variant-add').click();
  await form.getByTestId('menu-variant-name').fill('Doble carne');
  await form.getByTestId('menu-variant-price').fill('20');
  await page.setViewportSize({ width: 390, height: 900 });
  await form.getByTestId('menu-variant-add').scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'menu-form-390.png', {
    // The error toasts above would cover the form.
    style: '[data-sonner-toaster] { display: none !important; }',
  });
  await dismissToasts(page);
  await form.getByTestId('menu-item-save').click();
  await expectToast(page, 'Elemento agregado exitosamente');
  await expect(form).toBeHidden();

  const item = page.getByTestId('menu-item');
  await expect(item).toContainText('Torta ahogada');
  await expect(item.getByTestId('menu-item-price')).toHaveText('$85.50');
  await expect(item).toContainText('Doble carne +$20.00');
  await expect(item.locator('img')).toHaveAttribute('src', /\/storage\/v1\/object\/public\/menu-items\//);

  // The item detail viewer.
  await item.getByRole('button', { name: 'Ver detalle de Torta ahogada' }).click();
  const detail = page.getByTestId('menu-item-detail');
  await expect(detail).toContainText('Birote con carnitas y salsa de jitomate');
  await expect(detail).toContainText('$85.50');
  await detail.getByRole('button', { name: 'Cerrar', exact: true }).first().click();
  await expect(detail).toBeHidden();

  // Deactivated: hidden from visitors; activated again: shown.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await skipOnboarding(visitor);
  await item.getByTestId('menu-item-active').click();
  await expectToast(page, 'Elemento desactivado');
  await expect(item.getByTestId('menu-item-active')).not.toBeChecked();
  const hidden = await visitorMenu(visitor, businessId);
  await expect(hidden).toContainText('Este negocio aún no tiene productos en su menú');

  await item.getByTestId('menu-item-active').click();
  await expectToast(page, 'Elemento activado');
  await expect(item.getByTestId('menu-item-active')).toBeChecked();
  await screenshots(page, 'menu-manager', 1280);

  const shown = await visitorMenu(visitor, businessId);
  await expect(shown).toContainText('Tortas');
  await expect(shown).toContainText('Torta ahogada');
  await expect(shown).toContainText('$85.50');
  await expect(shown).toContainText('Doble carne');
  await visitor.setViewportSize({ width: 390, height: 900 });
  await keepScreenshot(visitor, 'visitor-menu-390.png', { fullPage: true });
  await visitorContext.close();

  // Edit in the modal form, then delete the item and the category, each after confirming.
  await item.getByTestId('menu-item-edit').click();
  await expect(form.getByTestId('menu-item-name')).toHaveValue('Torta ahogada');
  await form.getByTestId('menu-item-price-input').fill('90');
  await dismissToasts(page);
  await form.getByTestId('menu-item-save').click();
  await expectToast(page, 'Elemento actualizado exitosamente');
  await expect(item.getByTestId('menu-item-price')).toHaveText('$90.00');

  // Rename a category; collapse and expand it.
  await page.getByTestId('menu-category').getByRole('button', { name: 'Renombrar' }).click();
  await page.getByTestId('menu-category-rename-input').fill('Tortas ahogadas');
  await page.getByTestId('menu-category').getByRole('button', { name: 'Guardar' }).click();
  await expectToast(page, 'Categoría actualizada exitosamente');
  await page.getByRole('button', { name: 'Ocultar elementos de Tortas ahogadas' }).click();
  await expect(item).toBeHidden();
  await page.getByRole('button', { name: 'Mostrar elementos de Tortas ahogadas' }).click();
  await expect(item).toBeVisible();

  await page.getByTestId('menu-category-name').fill('Bebidas');
  await page.getByTestId('menu-category-add').click();
  await expect(page.getByTestId('menu-category')).toHaveCount(2);
  await page.getByRole('button', { name: 'Subir Bebidas' }).click();
  await expect(page.getByTestId('menu-category').first()).toContainText('Bebidas');

  await item.getByTestId('menu-item-delete').click();
  const confirm = page.getByTestId('menu-confirm');
  await expect(confirm).toContainText('¿Eliminar Torta ahogada?');
  await confirm.getByTestId('menu-confirm-delete').click();
  await expectToast(page, 'Elemento eliminado exitosamente');
  await expect(page.getByTestId('menu-item')).toHaveCount(0);

  await page.getByRole('button', { name: 'Eliminar categoría Bebidas' }).click();
  await expect(confirm).toContainText('También se eliminarán todos sus elementos');
  await confirm.getByTestId('menu-confirm-delete').click();
  await expectToast(page, 'Categoría eliminada exitosamente');
  await expect(page.getByTestId('menu-category')).toHaveCount(1);
});
