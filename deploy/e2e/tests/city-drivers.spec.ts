import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { DRIVER_REMOTE_PORT } from '../playwright.config';
import {
  expectToast,
  guadalajaraId,
  PASSWORD,
  screenshots,
  signIn,
  skipOnboarding,
  uniqueEmail,
} from './helpers';
import { mailTo, verifyPath } from './mail';
import { serveRemote, stop } from './remote-server';

// Issue 13, deliverable 4: the Guadalajara partner adds a driver (a person who just signed up)
// with an ID image, finds them, opens their details (the ID loads through a signed URL), suspends
// them, and the driver's own dashboard then shows the suspension.

const here = path.dirname(fileURLToPath(import.meta.url));
const ID_IMAGE = path.resolve(here, '../../../shared/storage/test/fixtures/photo.png');
const PARTNER = { email: 'partner.gdl@demo.cerca.mx', password: 'cerca-demo-1234' };

// In e2e runs mf-driver lives on its own origin (see playwright.config.ts); serve it here.
let driverRemote: Server;
test.beforeAll(async () => {
  driverRemote = await serveRemote(path.resolve(here, '../../../mf-driver/dist'), DRIVER_REMOTE_PORT);
});
test.afterAll(async () => {
  await stop(driverRemote);
});

/** Signs the partner of Guadalajara in on a phone and opens the city's drivers page. */
async function openCityDrivers(page: Page, cityId: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 900 });
  await skipOnboarding(page);
  await signIn(page, PARTNER.email, PARTNER.password);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  await page.goto(`/dashboard/city/${cityId}/drivers`);
}

test('the partner adds and suspends a driver', async ({ page, browser, request }) => {
  const cityId = await guadalajaraId(request);
  const email = uniqueEmail('repartidora');
  const signup = await request.post('/auth/v1/signup', { data: { email, password: PASSWORD } });
  expect(signup.status(), await signup.text()).toBe(200);
  const fullName = `Rosa Repartidora ${email.slice(12, 20)}`;

  await openCityDrivers(page, cityId);
  await expect(page.getByTestId('city-drivers')).toBeVisible();

  // The add-driver modal: the spec's messages first, then the driver.
  await page.getByTestId('drivers-add').click();
  const dialog = page.getByTestId('add-driver-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('add-driver-vehicle')).toHaveValue('moto');
  await dialog.getByTestId('add-driver-submit').click();
  await expectToast(page, 'Por favor completa todos los campos obligatorios');
  await dialog.getByTestId('add-driver-email').fill(email.toUpperCase());
  await dialog.getByTestId('add-driver-full_name').fill(fullName);
  await dialog.getByTestId('add-driver-phone').fill('3312340000');
  await dialog.getByTestId('add-driver-submit').click();
  await expect(dialog).toContainText('Por favor sube una identificación oficial');
  await dialog
    .getByTestId('add-driver-identification')
    .setInputFiles({ name: 'ine.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
  await expectToast(page, 'Por favor selecciona una imagen válida');
  await dialog.getByTestId('add-driver-identification').setInputFiles(ID_IMAGE);
  await dialog.getByTestId('add-driver-vehicle').selectOption({ label: 'Bicicleta' });
  await screenshots(page, 'city-drivers-add');
  await dialog.getByTestId('add-driver-submit').click();
  await expectToast(page, 'Repartidor registrado exitosamente');
  await expect(dialog).toBeHidden();

  // Listed, found by a case-insensitive search of the e-mail.
  await page.getByTestId('drivers-search').fill(email.slice(0, 20).toUpperCase());
  const card = page.getByTestId('driver-card').filter({ hasText: fullName });
  await expect(card).toHaveCount(1);
  await expect(page.getByTestId('driver-card')).toHaveCount(1);
  await expect(card).toContainText('Bicicleta');
  await expect(card.getByTestId('driver-status')).toHaveText('Activo');
  await expect(card.getByTestId('driver-availability')).toHaveText('No disponible');

  // Details: the ID image loads through its signed URL.
  await card.getByTestId('driver-toggle').click();
  const image = card.getByTestId('driver-identification');
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /\/storage\/v1\/object\/sign\/driver-ids\/.+\.png\?token=/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await screenshots(page, 'city-drivers-details');

  // Suspend: Suspendido, No disponible; the status filter agrees.
  await card.getByTestId('driver-status-toggle').click();
  await expectToast(page, 'Repartidor suspendido exitosamente');
  await expect(card.getByTestId('driver-status')).toHaveText('Suspendido');
  await expect(card.getByTestId('driver-availability')).toHaveText('No disponible');
  await page.getByTestId('drivers-status').selectOption('approved');
  await expect(page.getByTestId('driver-card')).toHaveCount(0);
  await page.getByTestId('drivers-status').selectOption('suspended');
  await expect(page.getByTestId('driver-card').filter({ hasText: fullName })).toHaveCount(1);
  await screenshots(page, 'city-drivers-suspended');

  // The driver's own dashboard says so.
  const driverContext = await browser.newContext({ viewport: { width: 390, height: 900 } });
  const driverPage = await driverContext.newPage();
  await skipOnboarding(driverPage);
  await signIn(driverPage, email);
  await expect(driverPage.getByTestId('user-menu-button')).toBeVisible();
  await driverPage.goto('/driver-dashboard');
  await expect(driverPage.getByTestId('driver-suspended')).toBeVisible();
  await expect(driverPage.getByTestId('driver-suspended')).toContainText('Cuenta Suspendida');
  await driverContext.close();
});

test('a driver added with a brand-new e-mail gets an account and an invitation to set a password', async ({
  page,
  browser,
  request,
}) => {
  const cityId = await guadalajaraId(request);
  const email = uniqueEmail('nuevo.repartidor');
  const fullName = `Beto Nuevo ${email.slice(17, 25)}`;

  await openCityDrivers(page, cityId);
  await page.getByTestId('drivers-add').click();
  const dialog = page.getByTestId('add-driver-dialog');
  await dialog.getByTestId('add-driver-email').fill(email);
  await dialog.getByTestId('add-driver-full_name').fill(fullName);
  await dialog.getByTestId('add-driver-phone').fill('3312340001');
  await dialog.getByTestId('add-driver-identification').setInputFiles(ID_IMAGE);
  await dialog.getByTestId('add-driver-submit').click();
  await expectToast(
    page,
    'Repartidor registrado exitosamente. Le enviamos un correo para crear su contraseña.',
  );
  await expect(dialog).toBeHidden();
  await page.getByTestId('drivers-search').fill(email);
  await expect(page.getByTestId('driver-card').filter({ hasText: fullName })).toHaveCount(1);

  // The invitation: auth's own mail, with a one-time link that signs the person in.
  const mail = await mailTo(email);
  expect(mail).toContain('Subject: Te registraron como repartidor en Cerca');
  expect(mail).toContain(`¡Hola, ${fullName}!`);
  // The person follows it in a browser: signed in on /driver-dashboard, asked for a password there.
  const driverContext = await browser.newContext({ viewport: { width: 390, height: 900 } });
  const driverPage = await driverContext.newPage();
  await skipOnboarding(driverPage);
  await driverPage.goto(verifyPath(mail));
  const setPassword = driverPage.getByRole('dialog', { name: 'Crea tu nueva contraseña' });
  await expect(setPassword).toBeVisible();
  await expect(driverPage).toHaveURL(/\/driver-dashboard$/);
  await setPassword.getByLabel('Nueva contraseña').fill(PASSWORD);
  await setPassword.getByLabel('Confirma la contraseña').fill(PASSWORD);
  await setPassword.getByTestId('set-password-submit').click();
  await expectToast(driverPage, 'Tu contraseña quedó guardada');
  await expect(driverPage.getByTestId('driver-dashboard')).toBeVisible();

  // And that password signs in later.
  await driverPage.evaluate(() => window.localStorage.clear());
  await signIn(driverPage, email);
  await expect(driverPage.getByTestId('user-menu-button')).toBeVisible();
  await driverPage.goto('/driver-dashboard');
  await expect(driverPage.getByTestId('driver-dashboard')).toBeVisible();
  await driverContext.close();
});
