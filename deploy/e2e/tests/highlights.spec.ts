import { expect, test } from '@playwright/test';
import {
  accessToken,
  DEMO_BASIC_BUSINESS,
  DEMO_BASIC_OWNER,
  DEMO_OWNER,
  expectToast,
  openSignedIn,
  ownedBusinessId,
  signIn,
  skipOnboarding,
} from './helpers';

// Story collections (spec 01 §2 "Highlights", §4, §8): the owner edits a collection in Editar
// Colección (Tortas pays Standard in the demo seed); a business on Basic past its trial is refused
// a new collection with the plan's message.
const BUSINESS = 'Tortas Ahogadas El Güero';
const COLLECTION = 'Lo mejor de la casa';

test('a Basic plan refuses a new collection', async ({ page, request }) => {
  const token = await accessToken(request, DEMO_BASIC_OWNER.email, DEMO_BASIC_OWNER.password);
  const businessId = await ownedBusinessId(request, token, DEMO_BASIC_BUSINESS);
  await skipOnboarding(page);
  await openSignedIn(page, `/businesses/${businessId}`, DEMO_BASIC_OWNER);
  const row = page.getByTestId('business-highlights');

  // The name is required, then the plan refuses it.
  await row.getByTestId('highlight-new').click();
  const editor = page.getByTestId('highlight-editor');
  await expect(editor.getByRole('heading', { name: 'Nueva colección' })).toBeVisible();
  await editor.getByTestId('highlight-save').click();
  await expect(editor.getByText('Por favor ingresa un nombre')).toBeVisible();
  await editor.getByTestId('highlight-name').fill('Temporada');
  await editor.getByTestId('highlight-save').click();
  await expectToast(page, 'Error al guardar los cambios');
  await expect(editor.getByTestId('highlight-save-error')).toHaveText(
    'Tu plan Básico no incluye colecciones de historias. Mejora tu plan para crear colecciones.',
  );
  await editor.getByRole('button', { name: 'Cancelar' }).click();
  await expect(editor).toBeHidden();
});

test('the owner edits a collection', async ({ page, request }) => {
  const token = await accessToken(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const businessId = await ownedBusinessId(request, token, BUSINESS);
  const listed = await (await request.get(`/api/discovery/businesses/${businessId}/highlights`)).json();
  const original = (listed.highlights as Array<{ id: string; name: string }>).find(
    (highlight) => highlight.name === COLLECTION,
  );
  if (!original) throw new Error(`no collection named ${COLLECTION}`);
  const renamed = `${COLLECTION} ${Date.now().toString(36)}`;

  await skipOnboarding(page);
  await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  try {
    await page.goto(`/businesses/${businessId}`);
    const row = page.getByTestId('business-highlights');
    const editor = page.getByTestId('highlight-editor');

    // Editar Colección: prefilled, the stories checked; the delete asks first.
    await row.getByRole('button', { name: `Editar la colección ${COLLECTION}` }).click();
    await expect(editor.getByRole('heading', { name: 'Editar Colección' })).toBeVisible();
    await expect(editor.getByTestId('highlight-name')).toHaveValue(COLLECTION);
    const picker = editor.getByTestId('highlight-story-picker');
    await expect(picker.getByTestId('highlight-story-choice').first()).toBeVisible();
    await expect(picker.locator('input:checked')).not.toHaveCount(0);

    await editor.getByTestId('highlight-delete').click();
    const confirm = page.getByTestId('highlight-delete-confirm');
    await expect(confirm).toContainText(
      '¿Estás seguro de que deseas eliminar esta colección? Esta acción no se puede deshacer.',
    );
    await confirm.getByRole('button', { name: 'Cancelar' }).click();

    await expect(editor.getByTestId('highlight-name')).toBeVisible();
    await editor.getByTestId('highlight-name').fill(renamed);
    await editor.getByTestId('highlight-save').click();
    await expectToast(page, 'Cambios guardados exitosamente');
    await expect(editor).toBeHidden();
    await expect(row.getByRole('button', { name: `Ver la colección ${renamed}` })).toBeVisible();
  } finally {
    // Leave the demo collection as it was for the other tests of the run.
    await request.patch(`/api/discovery/businesses/${businessId}/highlights/${original.id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { name: COLLECTION },
    });
  }
});
