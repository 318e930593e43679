import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { DRIVER_REMOTE_PORT } from '../playwright.config';
import {
  expectToast,
  guadalajaraId,
  openSignedIn,
  PASSWORD,
  screenshots,
  skipOnboarding,
  uniqueEmail,
} from './helpers';
import { mailTo } from './mail';
import { serveRemote, stop } from './remote-server';

// Issue 13, deliverable 4, with issue 21's invitations: the Guadalajara partner adds a driver (a
// person who just signed up) with an ID image, which invites them; the person follows the mail's
// link, accepts, and only then appears as a driver. The partner finds them, opens their details (the
// ID loads through a signed URL), suspends them, and the driver's own dashboard shows the suspension.

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

/** The invitation mail's one link (to our own page), as a path on the server under test. */
function invitationPath(mail: string): string {
  const links = mail.match(/https?:\/\/\S+/g) ?? [];
  expect(links, mail).toHaveLength(1);
  const url = new URL(links[0]!);
  expect(url.pathname).toBe('/driver-registration');
  expect(url.searchParams.get('invitacion')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  return url.pathname + url.search;
}

/** Signs the partner of Guadalajara in on a phone and opens the city's drivers page. */
async function openCityDrivers(page: Page, cityId: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 900 });
  await skipOnboarding(page);
  await openSignedIn(page, `/dashboard/city/${cityId}/drivers`, PARTNER);
}

test('the partner invites a driver, who accepts, and suspends them', async ({ page, browser, request }) => {
  const cityId = await guadalajaraId(request);
  const email = uniqueEmail('repartidora');
  const signup = await request.post('/auth/v1/signup', { data: { email, password: PASSWORD } });
  expect(signup.status(), await signup.text()).toBe(200);
  const fullName = `Rosa Repartidora ${email.slice(12, 20)}`;

  await openCityDrivers(page, cityId);
  await expect(page.getByTestId('city-drivers')).toBeVisible();

  // The add-driver modal: the spec's messages first, then the invitation.
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
  await expectToast(page, 'Invitación enviada');
  await expect(dialog).toBeHidden();

  // Pending, not a driver yet: nothing about the person changed.
  const pending = page.getByTestId('driver-invitation').filter({ hasText: email });
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText('Bicicleta');
  await page.getByTestId('drivers-search').fill(email.slice(0, 20).toUpperCase());
  await expect(page.getByTestId('driver-card')).toHaveCount(0);
  await screenshots(page, 'city-drivers-invited');

  // The mail quotes nothing the partner typed and links to our own page.
  const mail = await mailTo(email);
  expect(mail).toContain('Subject: Te invitaron a repartir con Cerca');
  expect(mail).not.toContain(fullName);
  expect(mail).not.toContain('Guadalajara');
  const link = invitationPath(mail);

  // The person, signed in with that address, follows the link and accepts.
  const driverContext = await browser.newContext({ viewport: { width: 390, height: 900 } });
  const driverPage = await driverContext.newPage();
  await skipOnboarding(driverPage);
  await openSignedIn(driverPage, link, { email, password: PASSWORD });
  const invitation = driverPage.getByTestId('driver-invitation');
  await expect(invitation).toContainText('Te invitaron a repartir en Guadalajara');
  await expect(invitation).toContainText('Bicicleta');
  await screenshots(driverPage, 'driver-invitation');
  await invitation.getByTestId('invitation-accept').click();
  await expectToast(driverPage, '¡Listo! Ya eres repartidor en Guadalajara');
  await expect(driverPage.getByTestId('driver-dashboard')).toBeVisible();

  // Now a driver of the city: listed, found by a case-insensitive search of the e-mail.
  await page.reload();
  await expect(page.getByTestId('city-drivers')).toBeVisible();
  await expect(page.getByTestId('driver-invitation').filter({ hasText: email })).toHaveCount(0);
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
  await driverPage.goto('/driver-dashboard');
  await expect(driverPage.getByTestId('driver-suspended')).toBeVisible();
  await expect(driverPage.getByTestId('driver-suspended')).toContainText('Cuenta Suspendida');
  await driverContext.close();
});

test('a brand-new e-mail gets no account, only an invitation to sign up with it and answer', async ({
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
  // The same words as for an address with an account.
  await expectToast(page, 'Invitación enviada');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('driver-invitation').filter({ hasText: email })).toHaveCount(1);

  // No account was made: the address is still free to sign up with.
  const mail = await mailTo(email);
  expect(mail).toContain('¡Hola!');
  expect(mail).toContain('Regístrate con este mismo correo y vuelve a abrir el enlace.');
  expect(mail).not.toContain(fullName);
  const link = invitationPath(mail);
  const signup = await request.post('/auth/v1/signup', { data: { email, password: PASSWORD } });
  expect(signup.status(), await signup.text()).toBe(200);

  // Signed in with it, the person opens the link and declines: nothing of theirs changes.
  const personContext = await browser.newContext({ viewport: { width: 390, height: 900 } });
  const personPage = await personContext.newPage();
  await skipOnboarding(personPage);
  await openSignedIn(personPage, link, { email, password: PASSWORD });
  const invitation = personPage.getByTestId('driver-invitation');
  await expect(invitation).toContainText('Te invitaron a repartir en Guadalajara');
  await invitation.getByTestId('invitation-decline').click();
  await expectToast(personPage, 'Invitación rechazada');
  await expect(invitation).toHaveCount(0);
  await expect(personPage.getByTestId('driver-registration')).toBeVisible();
  await expect(personPage).not.toHaveURL(/invitacion=/);
  // The same link again: the invitation is gone.
  await personPage.goto(link);
  await expect(personPage.getByTestId('driver-invitations-empty')).toContainText(
    'No encontramos esta invitación',
  );
  await personContext.close();

  await page.reload();
  await expect(page.getByTestId('city-drivers')).toBeVisible();
  await expect(page.getByTestId('driver-invitation').filter({ hasText: email })).toHaveCount(0);
});
