import { insertBusinessPhoto, insertUser } from '@cerca/db-testing';
import { type FormFile, multipart, type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { discoveryService } from '../src/plugin';
import { expectError } from './business-fixtures';
import { JPEG, PNG } from './fixtures';
import { MB, publishingWorld, storedFiles, streamedForm } from './publishing-fixtures';

const t = useServiceTest([discoveryService], { tempStorage: true });
const FORBIDDEN =
  'Solo el dueño del negocio, el socio de su ciudad o un administrador pueden editar este negocio.';
const TOO_MANY = 'Puedes tener máximo 5 fotos principales por negocio';

async function upload(businessId: string, files: FormFile[], as: TestCaller) {
  const body = await multipart({}, files, { field: 'photos', type: 'image/png' });
  return t.inject({ method: 'POST', url: `/api/discovery/businesses/${businessId}/photos`, ...body }, as);
}

const remove = (businessId: string, photoId: string, as: TestCaller) =>
  t.inject({ method: 'DELETE', url: `/api/discovery/businesses/${businessId}/photos/${photoId}` }, as);

/** Stored objects under business-photos (storedFiles also lists their sidecars). */
async function objects() {
  return (await storedFiles(t.config.storageDir)).filter((file) => file.startsWith('business-photos/'));
}

async function mainPhotos(businessId: string) {
  return t.db
    .selectFrom('business_photos')
    .select(['id', 'url'])
    .where('business_id', '=', businessId)
    .where('type', '=', 'main')
    .orderBy('created_at')
    .execute();
}

describe('POST /api/discovery/businesses/:id/photos', () => {
  it('adds main photos in upload order, up to five in total', async () => {
    const { business, owner } = await publishingWorld(t.db);
    await insertBusinessPhoto(t.db, { businessId: business.id, url: '/seed/a.png' });
    const response = await upload(
      business.id,
      [
        { name: 'uno.jpg', content: JPEG, type: 'image/jpeg' },
        { name: 'dos.png', content: PNG },
      ],
      owner,
    );
    expect(response.statusCode, response.body).toBe(201);
    const urls = response.json().business.photos.map((photo: { url: string }) => photo.url);
    expect(urls).toHaveLength(3);
    expect(urls[1]).toMatch(
      new RegExp(`^/storage/v1/object/public/business-photos/${business.id}/.+\\.jpg$`),
    );
    expect(urls[2]).toMatch(/\.png$/);
    expect(await objects()).toHaveLength(2);

    // Two more make five; one beyond is refused and leaves nothing behind.
    const two = [
      { name: 'c.png', content: PNG },
      { name: 'd.png', content: PNG },
    ];
    expect((await upload(business.id, two, owner)).statusCode).toBe(201);
    const before = await storedFiles(t.config.storageDir);
    expectError(
      await upload(business.id, [{ name: 'e.png', content: PNG }], owner),
      400,
      'too_many_photos',
      TOO_MANY,
    );
    expect(await mainPhotos(business.id)).toHaveLength(5);
    expect(await storedFiles(t.config.storageDir)).toEqual(before);
  });

  it('refuses more files than the room left, before storing any beyond it', async () => {
    const { business, owner } = await publishingWorld(t.db);
    for (const name of ['a', 'b', 'c', 'd'])
      await insertBusinessPhoto(t.db, { businessId: business.id, url: `/seed/${name}.png` });
    const before = await storedFiles(t.config.storageDir);
    const two = [
      { name: 'c.png', content: PNG },
      { name: 'd.png', content: PNG },
    ];
    expectError(await upload(business.id, two, owner), 400, 'too_many_photos', TOO_MANY);
    expect(await mainPhotos(business.id)).toHaveLength(4);
    expect(await storedFiles(t.config.storageDir)).toEqual(before);
  });

  it('takes images only, 5 MB each, with the file name in the message', async () => {
    const { business, owner } = await publishingWorld(t.db);
    const before = await storedFiles(t.config.storageDir);
    expectError(
      await upload(
        business.id,
        [{ name: 'notas.txt', content: Buffer.from('hola'), type: 'text/plain' }],
        owner,
      ),
      415,
      'invalid_file_type',
      'notas.txt no es una imagen válida',
    );
    const big = streamedForm(
      {},
      { field: 'photos', name: 'grande.png', type: 'image/png', head: PNG, size: 5 * MB + 1 },
    );
    const response = await t.inject(
      { method: 'POST', url: `/api/discovery/businesses/${business.id}/photos`, ...big },
      owner,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: 'grande.png es demasiado grande (máximo 5MB)' });
    expectError(
      await upload(business.id, [], owner),
      400,
      'photo_required',
      'Por favor selecciona al menos una foto',
    );
    expect(await mainPhotos(business.id)).toHaveLength(0);
    expect(await storedFiles(t.config.storageDir)).toEqual(before);
  });

  it('is for the owner, the city partner and admins', async () => {
    const { business, city } = await publishingWorld(t.db);
    const partner = await insertUser(t.db, { role: 'city_partner', managedCityId: city.id });
    expect((await upload(business.id, [{ name: 'a.png', content: PNG }], partner)).statusCode).toBe(201);
    const before = await storedFiles(t.config.storageDir);
    expectError(
      await upload(business.id, [{ name: 'a.png', content: PNG }], await insertUser(t.db)),
      403,
      'forbidden',
      FORBIDDEN,
    );
    expectError(
      await upload(business.id, [{ name: 'a.png', content: PNG }], undefined),
      401,
      'unauthorized',
      'Debes iniciar sesión para continuar.',
    );
    expect(await storedFiles(t.config.storageDir)).toEqual(before);
  });
});

describe('DELETE /api/discovery/businesses/:id/photos/:photoId', () => {
  it('removes the row and the stored file', async () => {
    const { business, owner } = await publishingWorld(t.db);
    const added = await upload(business.id, [{ name: 'a.png', content: PNG }], owner);
    const photo = added.json().business.photos[0];
    const before = await objects();
    const response = await remove(business.id, photo.id, owner);
    expect(response.statusCode, response.body).toBe(204);
    expect(await mainPhotos(business.id)).toHaveLength(0);
    expect(await objects()).toHaveLength(before.length - 1);
    expectError(await remove(business.id, photo.id, owner), 404, 'photo_not_found', 'Foto no encontrada');
  });

  it("keeps seeded artwork and another business's photos; refuses others", async () => {
    const { business, owner } = await publishingWorld(t.db);
    const other = await publishingWorld(t.db);
    const seeded = await insertBusinessPhoto(t.db, { businessId: business.id, url: '/seed/a.png' });
    const foreign = await insertBusinessPhoto(t.db, { businessId: other.business.id, url: '/seed/b.png' });
    expectError(await remove(business.id, foreign.id, owner), 404, 'photo_not_found', 'Foto no encontrada');
    expectError(await remove(business.id, 'nope', owner), 404, 'photo_not_found', 'Foto no encontrada');
    expectError(await remove(business.id, seeded.id, await insertUser(t.db)), 403, 'forbidden', FORBIDDEN);
    expectError(
      await remove(business.id, seeded.id, undefined),
      401,
      'unauthorized',
      'Debes iniciar sesión para continuar.',
    );
    expect((await remove(business.id, seeded.id, owner)).statusCode).toBe(204);
    expect(await mainPhotos(other.business.id)).toHaveLength(1);
  });
});
