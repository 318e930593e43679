import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  accessToken,
  applyAsNewAccount,
  expectToast,
  PASSWORD,
  screenshots,
  skipOnboarding,
  uniqueEmail,
} from './helpers';

// Issue 13, /become-partner (spec 02 §2 Become partner, §4 Roles and Partner wizard, §5, §8): a
// visitor goes through the three steps signed out, signs up on the way and comes back with the
// entries restored, creates a city and lands on its dashboard as its partner (the one instant
// grant of DESIGN §10: a city they created, still empty). A second applicant for a city that has a
// partner is waitlisted and gets no role (a deliberate change from §8), and reads that the request
// is in review. An existing city without a partner: partner-application-review.spec.ts.

const PHONE = { width: 390, height: 844 };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A new city of México, made partner-owned through the API: the second applicant's target. */
async function cityWithPartner(request: APIRequestContext): Promise<{ name: string; state: string }> {
  const email = uniqueEmail('partner-api');
  expect((await request.post('/auth/v1/signup', { data: { email, password: PASSWORD } })).status()).toBe(200);
  const token = await accessToken(request, email);
  const countries = (await (await request.get('/api/discovery/countries')).json()) as {
    countries: Array<{ id: string; name: string }>;
  };
  const mexico = countries.countries.find((country) => country.name === 'México')!;
  const place = { name: `Villa Ocupada ${randomUUID().slice(0, 6)}`, state: 'Zacatecas' };
  const created = await request.post('/api/partner/cities', {
    headers: bearer(token),
    data: { country_id: mexico.id, ...place },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { city } = (await created.json()) as { city: { id: string } };
  const applied = await request.post('/api/partner/applications', {
    headers: bearer(token),
    data: { country_id: mexico.id, city_id: city.id, whatsapp: '+52 492 123 4567', email },
  });
  expect(((await applied.json()) as { status: string }).status).toBe('approved');
  return place;
}

test('a visitor applies signed out, signs up, creates a city and lands on its dashboard', async ({
  page,
}) => {
  await skipOnboarding(page);
  await page.setViewportSize(PHONE);
  await page.goto('/become-partner');
  const wizard = page.getByTestId('partner-wizard');

  // Step 1: the video plays and pauses; the offer of spec 02 §9.
  await expect(wizard.getByTestId('partner-step-intro')).toBeVisible();
  await expect(wizard).toContainText('Cargo inicial de $49 USD.');
  await expect(wizard).toContainText('$300 USD al mes');
  await expect(wizard).toContainText('$10 USD');
  await expect(wizard).toContainText('$1 USD');
  await expect(page.getByTestId('partner-faq')).toContainText('Preguntas frecuentes');
  await expect(page.getByTestId('partner-contact-email')).toHaveAttribute('href', 'mailto:partners@cerca.mx');
  const toggle = wizard.getByTestId('partner-video-toggle');
  await expect(toggle).toHaveText(/Reproducir video/);
  await toggle.click();
  await expect(toggle).toHaveText(/Pausar video/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(
    await wizard.getByTestId('partner-video-media').evaluate((video: HTMLVideoElement) => video.paused),
  ).toBe(false);
  await toggle.click();
  await expect(toggle).toHaveText(/Reproducir video/);
  expect(
    await wizard.getByTestId('partner-video-media').evaluate((video: HTMLVideoElement) => video.paused),
  ).toBe(true);
  await screenshots(page, 'step-1-intro');

  // Step 2: Continue needs a city; the country's cities read "name, state".
  await wizard.getByTestId('partner-continue').click();
  await expect(wizard.getByTestId('partner-step-city')).toBeVisible();
  await wizard.getByTestId('partner-continue').click();
  await expect(wizard).toContainText('Por favor selecciona o crea una ciudad');
  await expect(wizard.getByTestId('partner-step-city')).toBeVisible();
  await wizard.getByTestId('partner-country').selectOption({ label: 'México' });
  await wizard.getByTestId('partner-city').selectOption({ label: 'Guadalajara, Jalisco' });
  await screenshots(page, 'step-2-city');

  // Step 3: contact and summary; signed out, Enviar keeps the entries and asks to sign in.
  await wizard.getByTestId('partner-continue').click();
  await expect(wizard.getByTestId('partner-step-contact')).toBeVisible();
  await expect(wizard.getByTestId('partner-submit')).toBeDisabled();
  await wizard.getByTestId('partner-whatsapp').fill('+52 33 1234 5678');
  await wizard.getByTestId('partner-email').fill('solicitud@cerca.test');
  const summary = wizard.getByTestId('partner-summary');
  await expect(summary).toContainText('México');
  await expect(summary).toContainText('Guadalajara, Jalisco');
  await expect(summary).toContainText('Partner de Ciudad');
  await screenshots(page, 'step-3-contact');
  await wizard.getByTestId('partner-submit').click();
  await expect(page).toHaveURL(/\/profile\?redirect=become-partner$/);
  const saved = await page.evaluate(() =>
    JSON.parse(window.localStorage.getItem('partnerFormData') ?? 'null'),
  );
  expect(saved).toMatchObject({
    whatsapp: '+52 33 1234 5678',
    email: 'solicitud@cerca.test',
    step: 'contact',
  });

  // Signing up on the redirect brings the visitor back with everything restored.
  const form = page.getByTestId('auth-form');
  await form.getByTestId('auth-toggle').click();
  await form.getByTestId('auth-email').fill(uniqueEmail('aspirante'));
  await form.getByTestId('auth-password').fill(PASSWORD);
  await form.getByTestId('auth-submit').click();
  await expect(page).toHaveURL(/\/become-partner$/);
  await expect(wizard.getByTestId('partner-step-contact')).toBeVisible();
  await expect(wizard.getByTestId('partner-whatsapp')).toHaveValue('+52 33 1234 5678');
  await expect(wizard.getByTestId('partner-email')).toHaveValue('solicitud@cerca.test');
  await expect(summary).toContainText('Guadalajara, Jalisco');

  // Back to step 2: '+ Añadir nueva ciudad' refuses a listed name, then creates a new one.
  await wizard.getByTestId('partner-back').click();
  await wizard.getByTestId('partner-city').selectOption({ label: '+ Añadir nueva ciudad' });
  const newCity = wizard.getByTestId('new-city-form');
  await newCity.getByTestId('new-city-name').fill('guadalajara');
  await newCity.getByTestId('new-city-state').fill('Jalisco');
  await expect(newCity.getByTestId('new-city-problem')).toHaveText(
    'Esta ciudad ya existe. Por favor selecciónala de la lista',
  );
  await expect(newCity.getByTestId('new-city-create')).toBeDisabled();
  await newCity.getByTestId('new-city-name').fill('');
  await expect(newCity.getByTestId('new-city-problem')).toHaveText(
    'Por favor ingresa el nombre de la ciudad',
  );
  const name = `Villa Nueva ${randomUUID().slice(0, 6)}`;
  await newCity.getByTestId('new-city-name').fill(name);
  await newCity.getByTestId('new-city-state').fill('');
  await expect(newCity.getByTestId('new-city-problem')).toHaveText('Por favor ingresa el estado/provincia');
  await newCity.getByTestId('new-city-state').fill('Jalisco');
  await screenshots(page, 'step-2-new-city');
  await newCity.getByTestId('new-city-create').click();
  await expectToast(page, `¡Ciudad ${name} creada exitosamente!`);
  await expect(newCity).toBeHidden();
  const cityId = await wizard.getByTestId('partner-city').inputValue();
  expect(cityId).toMatch(/^[0-9a-f-]{36}$/);
  await expect(wizard.getByTestId('partner-city').locator('option:checked')).toHaveText(`${name}, Jalisco`);

  // Submit: partner of the new city, on its dashboard, and the entries are forgotten.
  await wizard.getByTestId('partner-continue').click();
  await expect(summary).toContainText(`${name}, Jalisco`);
  await wizard.getByTestId('partner-submit').click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/city/${cityId}$`));
  await expectToast(page, '¡Solicitud enviada con éxito! Pronto nos pondremos en contacto contigo.');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  expect(await page.evaluate(() => window.localStorage.getItem('partnerFormData'))).toBeNull();
  // The session was refreshed: its token carries the new role the shell and chrome read.
  const role = await page.evaluate(
    () => JSON.parse(window.localStorage.getItem('sb-cerca-auth-token') ?? '{}').user?.app_metadata?.role,
  );
  expect(role).toBe('city_partner');
  await screenshots(page, 'dashboard');
});

test('a second applicant for a city with a partner is waitlisted and gets no role', async ({
  page,
  request,
}) => {
  const taken = await cityWithPartner(request);
  await skipOnboarding(page);
  await page.setViewportSize(PHONE);
  const email = uniqueEmail('segundo');
  const wizard = await applyAsNewAccount(page, email, taken, '4921234567');

  const waitlist = 'Esta ciudad ya tiene un partner asignado. Has sido añadido a la lista de espera.';
  await expect(wizard.getByTestId('partner-waitlisted')).toContainText(waitlist);
  await expect(wizard.getByTestId('partner-waitlisted')).toBeFocused();
  await expectToast(page, waitlist);
  await expect(page).toHaveURL(/\/become-partner$/);
  await expect(wizard.getByTestId('partner-submit')).toBeDisabled();
  await expect(page.getByTestId('partner-application-status')).toContainText(
    `Tu solicitud para ${taken.name} está en revisión`,
  );
  await screenshots(page, 'waitlisted');

  const token = await accessToken(request, email);
  const me = await request.get('/api/ordering/me', { headers: bearer(token) });
  expect(((await me.json()) as { profile: { role: string } }).profile.role).toBe('user');
});

test('a visitor who starts a new city signed out finds it waiting after signing up', async ({ page }) => {
  await skipOnboarding(page);
  await page.setViewportSize(PHONE);
  await page.goto('/become-partner');
  const wizard = page.getByTestId('partner-wizard');
  await wizard.getByTestId('partner-continue').click();
  await wizard.getByTestId('partner-city').selectOption({ label: '+ Añadir nueva ciudad' });
  const newCity = wizard.getByTestId('new-city-form');
  await expect(newCity.getByTestId('new-city-problem')).toHaveText('Por favor selecciona un país primero');
  await expect(newCity.getByTestId('new-city-create')).toBeDisabled();
  await wizard.getByTestId('partner-country').selectOption({ label: 'México' });
  const name = `Villa Pendiente ${randomUUID().slice(0, 6)}`;
  await newCity.getByTestId('new-city-name').fill(name);
  await newCity.getByTestId('new-city-state').fill('Durango');
  await newCity.getByTestId('new-city-create').click();
  await expect(page).toHaveURL(/\/profile\?redirect=become-partner$/);

  const form = page.getByTestId('auth-form');
  await form.getByTestId('auth-toggle').click();
  await form.getByTestId('auth-email').fill(uniqueEmail('pendiente'));
  await form.getByTestId('auth-password').fill(PASSWORD);
  await form.getByTestId('auth-submit').click();
  await expect(page).toHaveURL(/\/become-partner$/);
  await expect(wizard.getByTestId('partner-step-city')).toBeVisible();
  await expect(wizard.getByTestId('partner-country').locator('option:checked')).toHaveText('México');
  await expect(newCity.getByTestId('new-city-name')).toHaveValue(name);
  await expect(newCity.getByTestId('new-city-state')).toHaveValue('Durango');
  await newCity.getByTestId('new-city-create').click();
  await expectToast(page, `¡Ciudad ${name} creada exitosamente!`);
  await expect(wizard.getByTestId('partner-city').locator('option:checked')).toHaveText(`${name}, Durango`);
});
