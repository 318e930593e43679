import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { insertBusiness, insertUser } from '@cerca/db-testing';
import { multipart, type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { createStorage, type Storage } from '@cerca/storage';
import { fixture, mp4, pngOfSize } from '@cerca/storage/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStorageService } from '../src/plugin';

let storage: Storage;
const t = useServiceTest(
  ({ config }) => {
    storage = createStorage({ storageDir: config.storageDir }, { signingSecret: 'x'.repeat(40) });
    return [createStorageService({ storage })];
  },
  { seedCatalogue: true, tempStorage: true },
);
let ownerId: string;
let otherId: string;
let businessId: string;
let ownerToken: string;
let otherToken: string;

beforeAll(async () => {
  ownerId = (await insertUser(t.db)).id;
  otherId = (await insertUser(t.db)).id;
  businessId = (await insertBusiness(t.db, { ownerId })).id;
  ownerToken = await t.sign({ id: ownerId });
  otherToken = await t.sign({ id: otherId });
});

async function upload(url: string, as: TestCaller, content: Buffer, filename: string) {
  const body = await multipart({}, [{ name: filename, content }]);
  return t.inject({ method: 'POST', url, ...body }, as);
}

describe('uploads', () => {
  it('stores a business photo for its owner and serves it publicly by content type', async () => {
    const jpg = fixture('photo.jpg');
    const key = `${businessId}/${randomUUID()}.png`;
    const res = await upload(`/storage/v1/object/business-photos/${key}`, ownerToken, jpg, 'fachada.png');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      Key: `business-photos/${key}`,
      contentType: 'image/jpeg',
      size: jpg.length,
      publicUrl: `/storage/v1/object/public/business-photos/${key}`,
    });

    const got = await t.inject({ method: 'GET', url: body.publicUrl });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/jpeg');
    expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.rawPayload).toEqual(jpg);

    const again = await t.inject({
      method: 'GET',
      url: body.publicUrl,
      headers: { 'if-none-match': String(got.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const range = await t.inject({ method: 'GET', url: body.publicUrl, headers: { range: 'bytes=0-9' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 0-9/${jpg.length}`);
    expect(range.rawPayload).toEqual(jpg.subarray(0, 10));

    const head = await t.inject({ method: 'HEAD', url: body.publicUrl });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(jpg.length));
    expect(head.rawPayload.length).toBe(0);

    const bad = await t.inject({
      method: 'GET',
      url: body.publicUrl,
      headers: { range: 'bytes=99999-' },
    });
    expect(bad.statusCode).toBe(416);
  });

  it('refuses visitors, strangers and keys outside an owned business', async () => {
    const key = `${businessId}/${randomUUID()}.jpg`;
    const visitor = await upload(
      `/storage/v1/object/menu-items/${key}`,
      undefined,
      fixture('photo.jpg'),
      'a.jpg',
    );
    expect(visitor.statusCode).toBe(401);
    const stranger = await upload(
      `/storage/v1/object/menu-items/${key}`,
      otherToken,
      fixture('photo.jpg'),
      'a.jpg',
    );
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe('No tienes permiso para subir archivos de este negocio.');
    const noBusiness = await upload(
      '/storage/v1/object/menu-items/loose.jpg',
      ownerToken,
      fixture('photo.jpg'),
      'a.jpg',
    );
    expect(noBusiness.statusCode).toBe(400);
    // Admin comes from the profile, not the token's claims.
    const claimsAdmin = await t.sign({ id: otherId, role: 'admin' });
    expect(
      (await upload(`/storage/v1/object/menu-items/${key}`, claimsAdmin, fixture('photo.jpg'), 'a.jpg'))
        .statusCode,
    ).toBe(403);
    const admin = await insertUser(t.db, { role: 'admin' });
    expect(
      (await upload(`/storage/v1/object/menu-items/${key}`, { id: admin.id }, fixture('photo.jpg'), 'a.jpg'))
        .statusCode,
    ).toBe(200);
    expect(await storage.driver.exists('menu-items', key)).toBe(true);
  });

  it('checks content and size with the spec texts', async () => {
    const key = `${businessId}/${randomUUID()}.jpg`;
    const fake = await upload(
      `/storage/v1/object/menu-items/${key}`,
      ownerToken,
      fixture('not-an-image.jpg'),
      'x.jpg',
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toMatchObject({
      code: 'invalid_file_type',
      message: 'Por favor selecciona una imagen válida',
    });
    const big = await upload(
      `/storage/v1/object/menu-items/${key}`,
      ownerToken,
      pngOfSize(5 * 1024 * 1024 + 10),
      'x.png',
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('La imagen es demasiado grande. Máximo 5MB.');
    expect(await storage.driver.exists('menu-items', key)).toBe(false);
    const video = await upload(
      `/storage/v1/object/business-stories/${businessId}/${randomUUID()}.mp4`,
      ownerToken,
      mp4(4096),
      'v.mp4',
    );
    expect(video.statusCode).toBe(200);
    expect(video.json().contentType).toBe('video/mp4');
  });

  it('keeps avatars at <userId>.<ext>, replacing the earlier one', async () => {
    const first = await upload(
      `/storage/v1/object/avatars/${ownerId}.jpg`,
      ownerToken,
      fixture('photo.jpg'),
      'yo.jpg',
    );
    expect(first.statusCode).toBe(200);
    const second = await upload(
      `/storage/v1/object/avatars/${ownerId}.png`,
      ownerToken,
      fixture('photo.png'),
      'yo.png',
    );
    expect(second.statusCode).toBe(200);
    expect((await storage.driver.list('avatars', ownerId)).map((o) => o.key)).toEqual([`${ownerId}.png`]);
    const served = await t.inject({ method: 'GET', url: second.json().publicUrl });
    expect(served.headers['cache-control']).toBe('public, max-age=0, must-revalidate');

    const foreign = await upload(
      `/storage/v1/object/avatars/${otherId}.png`,
      ownerToken,
      fixture('photo.png'),
      'x.png',
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Solo puedes subir tus propios archivos.');
    const odd = await upload(
      `/storage/v1/object/avatars/${ownerId}/x.png`,
      ownerToken,
      fixture('photo.png'),
      'x.png',
    );
    expect(odd.statusCode).toBe(400);
  });

  it("lets a real admin write another person's avatar, not a token merely claiming admin", async () => {
    const url = `/storage/v1/object/avatars/${otherId}.png`;
    const pretender = await t.sign({ id: ownerId, role: 'admin' });
    const refused = await upload(url, pretender, fixture('photo.png'), 'x.png');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Solo puedes subir tus propios archivos.');
    expect(await storage.driver.exists('avatars', `${otherId}.png`)).toBe(false);
    expect((await t.inject({ method: 'DELETE', url }, pretender)).statusCode).toBe(403);

    const admin = await insertUser(t.db, { role: 'admin' });
    const accepted = await upload(url, { id: admin.id }, fixture('photo.png'), 'x.png');
    expect(accepted.statusCode).toBe(200);
    expect(await storage.driver.exists('avatars', `${otherId}.png`)).toBe(true);
    expect((await t.inject({ method: 'DELETE', url }, { id: admin.id })).statusCode).toBe(200);
    expect(await storage.driver.exists('avatars', `${otherId}.png`)).toBe(false);
  });

  it('accepts ids in keys in lowercase only, so one folder has one spelling', async () => {
    const avatar = await upload(
      `/storage/v1/object/avatars/${ownerId.toUpperCase()}.png`,
      ownerToken,
      fixture('photo.png'),
      'x.png',
    );
    expect(avatar.statusCode).toBe(400);
    const photo = await upload(
      `/storage/v1/object/business-photos/${businessId.toUpperCase()}/a.png`,
      ownerToken,
      fixture('photo.png'),
      'x.png',
    );
    expect(photo.statusCode).toBe(400);
    expect(await storage.driver.exists('avatars', `${ownerId.toUpperCase()}.png`)).toBe(false);
  });

  it('refuses path traversal in URLs', async () => {
    for (const url of [
      `/storage/v1/object/avatars/..%2F..%2Fetc%2Fpasswd`,
      `/storage/v1/object/public/avatars/..%2F..%2F.meta%2Favatars%2Fx.json`,
      `/storage/v1/object/public/avatars/.hidden`,
    ]) {
      const res = url.includes('/public/')
        ? await t.inject({ method: 'GET', url })
        : await upload(url, ownerToken, fixture('photo.png'), 'x.png');
      expect([400, 404]).toContain(res.statusCode);
    }
    const entries = await readdir(t.config.storageDir);
    expect(
      entries.every((name) =>
        [
          'avatars',
          'business-photos',
          'business-stories',
          'menu-items',
          '.meta',
          '.tmp',
          'driver-ids',
        ].includes(name),
      ),
    ).toBe(true);
  });

  it('requires a file', async () => {
    const res = await t.inject(
      {
        method: 'POST',
        url: `/storage/v1/object/avatars/${ownerId}.png`,
        headers: { 'content-type': 'application/json' },
        payload: {},
      },
      ownerToken,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Debes adjuntar un archivo.');
  });
});

describe('private driver ids', () => {
  it('are never public; signed URLs open them until they expire', async () => {
    const key = `${otherId}.jpg`;
    const res = await upload(
      `/storage/v1/object/driver-ids/${key}`,
      otherToken,
      fixture('photo.jpg'),
      'ine.jpg',
    );
    expect(res.statusCode).toBe(200);
    const { signedUrl, publicUrl } = res.json();
    expect(publicUrl).toBeUndefined();
    expect(signedUrl).toMatch(new RegExp(`^/storage/v1/object/sign/driver-ids/${key}\\?token=`));

    expect(
      (await t.inject({ method: 'GET', url: `/storage/v1/object/public/driver-ids/${key}` })).statusCode,
    ).toBe(404);
    const signed = await t.inject({ method: 'GET', url: signedUrl });
    expect(signed.statusCode).toBe(200);
    expect(signed.rawPayload).toEqual(fixture('photo.jpg'));

    // A token for one object opens no other, and a tampered one nothing.
    const token = new URL(signedUrl, 'http://x').searchParams.get('token')!;
    const other = await t.inject({
      method: 'GET',
      url: `/storage/v1/object/sign/driver-ids/${ownerId}.jpg?token=${token}`,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('El enlace no es válido o ha expirado.');
    const tampered = await t.inject({ method: 'GET', url: `${signedUrl.slice(0, -3)}abc` });
    expect(tampered.statusCode).toBe(403);

    const shortLived = await storage.createSignedUrl('driver-ids', key, 1);
    expect((await t.inject({ method: 'GET', url: shortLived })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await t.inject({ method: 'GET', url: shortLived })).statusCode).toBe(403);
  });

  it('signs on request only for the driver, admins and the partner of the zone', async () => {
    const city = await t.db.selectFrom('cities').select('id').limit(2).execute();
    await t.db
      .insertInto('drivers')
      .values({ id: otherId, zone_id: city[0]!.id, phone: '5550000000' })
      .execute();
    const url = `/storage/v1/object/sign/driver-ids/${otherId}.jpg`;
    const ask = async (token: string) => t.inject({ method: 'POST', url, payload: { expiresIn: 60 } }, token);
    expect((await ask(otherToken)).statusCode).toBe(200);
    expect((await ask(ownerToken)).statusCode).toBe(403);
    const partnerId = (await insertUser(t.db, { role: 'city_partner', managedCityId: city[0]!.id })).id;
    const partner = await t.sign({ id: partnerId, role: 'city_partner', managedCityId: city[0]!.id });
    const signed = await ask(partner);
    expect(signed.statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: signed.json().signedURL })).statusCode).toBe(200);
    const elsewhereId = (await insertUser(t.db, { role: 'city_partner', managedCityId: city[1]!.id })).id;
    const elsewhere = await t.sign({ id: elsewhereId, role: 'city_partner', managedCityId: city[1]!.id });
    expect((await ask(elsewhere)).statusCode).toBe(403);
    // The partner's city comes from the profile: claiming the zone in a token grants nothing.
    const claimsZone = await t.sign({ id: ownerId, role: 'city_partner', managedCityId: city[0]!.id });
    expect((await ask(claimsZone)).statusCode).toBe(403);
    const claimsAdmin = await t.sign({ id: ownerId, role: 'admin' });
    expect((await ask(claimsAdmin)).statusCode).toBe(403);
    const adminId = (await insertUser(t.db, { role: 'admin' })).id;
    expect((await ask(await t.sign({ id: adminId }))).statusCode).toBe(200);
  });
});

describe('deletes', () => {
  it('lets the owner remove an object', async () => {
    const key = `${businessId}/${randomUUID()}.png`;
    await upload(`/storage/v1/object/business-posts/${key}`, ownerToken, fixture('photo.png'), 'p.png');
    const stranger = await t.inject(
      { method: 'DELETE', url: `/storage/v1/object/business-posts/${key}` },
      otherToken,
    );
    expect(stranger.statusCode).toBe(403);
    const res = await t.inject(
      { method: 'DELETE', url: `/storage/v1/object/business-posts/${key}` },
      ownerToken,
    );
    expect(res.statusCode).toBe(200);
    expect(await storage.driver.exists('business-posts', key)).toBe(false);
  });
});
