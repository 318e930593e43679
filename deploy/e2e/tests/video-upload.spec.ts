import { expect, type Page, test } from '@playwright/test';
import {
  chooseGuadalajara,
  expectToast,
  keepScreenshot,
  signUp,
  skipOnboarding,
  uniqueEmail,
} from './helpers';

/** The first boxes of an MP4 (ftyp isom, then mdat) and `size` bytes in all: what the server sniffs. */
function mp4(size: number): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom\0\0\0\0isomavc1', 'latin1'),
  ]);
  const mdat = Buffer.alloc(size - ftyp.length, 7);
  mdat.writeUInt32BE(mdat.length, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

async function openTypedNamePost(page: Page, name: string, caption: string) {
  await page.getByTestId('create-button').click();
  const dialog = page.getByTestId('create-dialog');
  await dialog.getByTestId('create-business-name').fill(name);
  await dialog
    .locator('label')
    .filter({ has: page.getByTestId('create-type-post') })
    .click();
  await dialog.getByTestId('create-caption').fill(caption);
  return dialog;
}

// Issue 22: a video goes from the browser straight to storage through a signed PUT (under
// `npm start` the storage service's own; S3's with STORAGE_DRIVER=s3, the same browser code), with
// the upload's progress shown, and publishing then checks what arrived.
test('a video post goes straight to storage with its progress, and a fake video is refused', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await skipOnboarding(page);
  await chooseGuadalajara(page);
  await signUp(page, uniqueEmail('video'));
  await expect(page.getByTestId('user-menu-button')).toBeVisible();

  const suffix = Date.now().toString(36);
  const name = `Paletas La Michoacana ${suffix}`;
  const caption = `Así se hacen las paletas ${suffix}`;
  const dialog = await openTypedNamePost(page, name, caption);
  await dialog
    .getByTestId('create-files')
    .setInputFiles({ name: 'paletas.mp4', mimeType: 'video/mp4', buffer: mp4(3 * 1024 * 1024) });

  // The PUT is held until the progress has been looked at.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const puts: string[] = [];
  await page.route('**/storage/v1/object/upload/sign/**', async (route) => {
    puts.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
    await held;
    await route.continue();
  });
  const asked = page.waitForResponse((response) => response.url().endsWith('/api/discovery/video-uploads'));
  await dialog.getByTestId('create-publish').click();
  expect((await asked).status()).toBe(201);
  const progress = dialog.getByTestId('create-progress');
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('role', 'progressbar');
  await expect(progress).toHaveAttribute('aria-valuenow', /^\d+$/);
  // The bar at phone and desktop widths, scrolled into the dialog's view (kept with the output).
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await progress.scrollIntoViewIfNeeded();
    await keepScreenshot(page, `video-upload-progress-${width}.png`);
  }
  release();
  await expectToast(page, 'Post publicado exitosamente');
  await expect(dialog).toBeHidden();
  expect(puts).toEqual([
    expect.stringMatching(
      /^PUT \/storage\/v1\/object\/upload\/sign\/business-posts\/users\/[^/]+\/[^/]+\.mp4$/,
    ),
  ]);

  // The city's feed shows it, playing from our own storage URL.
  await page.goto('/');
  const card = page.getByTestId('post-card').filter({ hasText: caption });
  await expect(card).toBeVisible();
  await expect(card.locator('video')).toHaveAttribute(
    'src',
    /^\/storage\/v1\/object\/public\/business-posts\/users\/[^/]+\/[^/]+\.mp4$/,
  );

  // A page saved as .mp4 reaches storage too, and publishing refuses it by its bytes.
  await page.unroute('**/storage/v1/object/upload/sign/**');
  const again = await openTypedNamePost(page, name, `No es un video ${suffix}`);
  await again.getByTestId('create-files').setInputFiles({
    name: 'falso.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.from('<html><body>no soy un video</body></html>'.padEnd(8192, ' ')),
  });
  await again.getByTestId('create-publish').click();
  await expectToast(page, 'El archivo falso.mp4 no es una imagen o video válido.');
  await expect(again).toBeVisible();
  await expect(page.getByTestId('post-card').filter({ hasText: `No es un video ${suffix}` })).toHaveCount(0);
});
