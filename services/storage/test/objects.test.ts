import { randomUUID } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { insertBusiness, insertUser } from '@cerca/db-testing';
import { multipart, type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { BUCKET_NAMES, type BucketName, createStorage, type Storage } from '@cerca/storage';
import { ebml, fixture, mp4, pngOfSize, quicktime } from '@cerca/storage/testing';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { storageService } from '../src/plugin';

let storage: Storage;
const t = useServiceTest([storageService], {
  seedCatalogue: true,
  tempStorage: true,
  provide: ({ config }) => {
    storage = createStorage({ storageDir: config.storageDir }, { signingSecret: 'x'.repeat(40) });
    return { storage };
  },
});
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
    const key = `${businessId}/${randomUUID()}.jpg`;
    const res = await upload(`/storage/v1/object/business-photos/${key}`, ownerToken, jpg, 'fachada.jpg');
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
    const invalidKey = { code: 'invalid_key', message: 'El nombre del archivo no es válido.' };
    const mixed = ownerId.replace(/[a-f]/, (letter) => letter.toUpperCase());
    for (const url of [
      `/storage/v1/object/avatars/${ownerId.toUpperCase()}.png`,
      `/storage/v1/object/avatars/${mixed}.png`,
      `/storage/v1/object/driver-ids/${ownerId.toUpperCase()}.png`,
      `/storage/v1/object/business-photos/${businessId.toUpperCase()}/a.png`,
    ]) {
      const res = await upload(url, ownerToken, fixture('photo.png'), 'x.png');
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject(invalidKey);
      const put = await t.inject({ method: 'PUT', url, ...(await multipart({}, [])) }, ownerToken);
      expect(put.statusCode, url).toBe(400);
      expect(put.json(), url).toMatchObject(invalidKey);
      const removed = await t.inject({ method: 'DELETE', url }, ownerToken);
      expect(removed.statusCode, url).toBe(400);
      expect(removed.json(), url).toMatchObject(invalidKey);
    }
    expect(await storage.driver.exists('avatars', `${ownerId.toUpperCase()}.png`)).toBe(false);
    expect(await storage.driver.list('business-photos', businessId.toUpperCase())).toEqual([]);
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
    expect(entries.every((name) => [...BUCKET_NAMES, '.meta', '.tmp'].includes(name))).toBe(true);
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
  let cities: Array<{ id: string }>;

  beforeAll(async () => {
    cities = await t.db.selectFrom('cities').select('id').limit(2).execute();
    await t.db
      .insertInto('drivers')
      .values({ id: otherId, zone_id: cities[0]!.id, phone: '5550000000' })
      .execute();
  });

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
    // Two seconds later, on a clock the test moves (only Date: the server's sockets keep real time).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 2100);
      expect((await t.inject({ method: 'GET', url: shortLived })).statusCode).toBe(403);
    } finally {
      vi.useRealTimers();
    }
  });

  it('signs on request only for the driver, admins and the partner of the zone', async () => {
    const url = `/storage/v1/object/sign/driver-ids/${otherId}.jpg`;
    const ask = async (token: string) => t.inject({ method: 'POST', url, payload: { expiresIn: 60 } }, token);
    expect((await ask(otherToken)).statusCode).toBe(200);
    expect((await ask(ownerToken)).statusCode).toBe(403);
    const partnerId = (await insertUser(t.db, { role: 'city_partner', managedCityId: cities[0]!.id })).id;
    const partner = await t.sign({ id: partnerId, role: 'city_partner', managedCityId: cities[0]!.id });
    const signed = await ask(partner);
    expect(signed.statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: signed.json().signedURL })).statusCode).toBe(200);
    const elsewhereId = (await insertUser(t.db, { role: 'city_partner', managedCityId: cities[1]!.id })).id;
    const elsewhere = await t.sign({ id: elsewhereId, role: 'city_partner', managedCityId: cities[1]!.id });
    expect((await ask(elsewhere)).statusCode).toBe(403);
    // The partner's city comes from the profile: claiming the zone in a token grants nothing.
    const claimsZone = await t.sign({ id: ownerId, role: 'city_partner', managedCityId: cities[0]!.id });
    expect((await ask(claimsZone)).statusCode).toBe(403);
    const claimsAdmin = await t.sign({ id: ownerId, role: 'admin' });
    expect((await ask(claimsAdmin)).statusCode).toBe(403);
    const adminId = (await insertUser(t.db, { role: 'admin' })).id;
    expect((await ask(await t.sign({ id: adminId }))).statusCode).toBe(200);
  });

  it('are written over HTTP by registered drivers only (and admins)', async () => {
    const url = `/storage/v1/object/driver-ids/${ownerId}.jpg`;
    const notDriver = {
      statusCode: 403,
      code: 'forbidden',
      message: 'Solo los repartidores registrados pueden subir una identificación.',
    };
    for (const method of ['POST', 'PUT'] as const) {
      const body = await multipart({}, [{ name: 'ine.jpg', content: fixture('photo.jpg') }]);
      const refused = await t.inject({ method, url, ...body }, ownerToken);
      expect(refused.statusCode, method).toBe(403);
      expect(refused.json(), method).toMatchObject(notDriver);
    }
    expect(await storage.driver.list('driver-ids', ownerId)).toEqual([]);

    const adminId = (await insertUser(t.db, { role: 'admin' })).id;
    expect((await upload(url, { id: adminId }, fixture('photo.jpg'), 'ine.jpg')).statusCode).toBe(200);
    const removed = await t.inject({ method: 'DELETE', url }, ownerToken);
    expect(removed.statusCode).toBe(403);
    expect(removed.json()).toMatchObject(notDriver);
    expect(await storage.driver.exists('driver-ids', `${ownerId}.jpg`)).toBe(true);
    // Reading keeps its rules: the person still gets a signed URL for their own document.
    const signed = await t.inject(
      { method: 'POST', url: `/storage/v1/object/sign/driver-ids/${ownerId}.jpg`, payload: {} },
      ownerToken,
    );
    expect(signed.statusCode).toBe(200);

    await t.db
      .insertInto('drivers')
      .values({ id: ownerId, zone_id: cities[0]!.id, phone: '5550000001' })
      .execute();
    expect((await upload(url, ownerToken, fixture('photo.png'), 'ine.png')).statusCode).toBe(200);
    expect((await t.inject({ method: 'DELETE', url: `${url.slice(0, -3)}png` }, ownerToken)).statusCode).toBe(
      200,
    );
    expect(await storage.driver.list('driver-ids', ownerId)).toEqual([]);
  });

  it('answer the key of the stored type, with a signed URL to it', async () => {
    const res = await upload(
      `/storage/v1/object/driver-ids/${otherId}.jpg`,
      otherToken,
      fixture('photo.png'),
      'ine.jpg',
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ Key: `driver-ids/${otherId}.png`, path: `${otherId}.png` });
    expect(body.signedUrl).toMatch(
      new RegExp(`^/storage/v1/object/sign/driver-ids/${otherId}\\.png\\?token=`),
    );
    const signed = await t.inject({ method: 'GET', url: body.signedUrl });
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['content-type']).toBe('image/png');
    // The JPEG stored earlier under the other extension is gone.
    expect((await storage.driver.list('driver-ids', otherId)).map((o) => o.key)).toEqual([`${otherId}.png`]);
  });
});

describe("a service's photos (order-help-photos)", () => {
  it('are written, deleted and signed over HTTP by nobody, admins and business owners included', async () => {
    const key = `${businessId}/${randomUUID()}.jpg`;
    await storage.putObject('order-help-photos', key, fixture('photo.jpg'), 'image/jpeg');
    const refused = {
      statusCode: 403,
      code: 'forbidden',
      message: 'Este archivo no se puede modificar ni compartir desde aquí.',
    };
    const adminId = (await insertUser(t.db, { role: 'admin' })).id;
    for (const as of [ownerToken, { id: adminId }] as const) {
      const url = `/storage/v1/object/order-help-photos/${key}`;
      const written = await upload(url, as, fixture('photo.png'), 'foto.png');
      expect(written.json()).toMatchObject(refused);
      expect((await t.inject({ method: 'DELETE', url }, as)).json()).toMatchObject(refused);
      const signed = await t.inject(
        { method: 'POST', url: `/storage/v1/object/sign/order-help-photos/${key}`, payload: {} },
        as,
      );
      expect(signed.json()).toMatchObject(refused);
    }
    expect(
      (await t.inject({ method: 'GET', url: `/storage/v1/object/public/order-help-photos/${key}` }))
        .statusCode,
    ).not.toBe(200);
    // The URL its service signs still opens it.
    const url = await storage.createSignedUrl('order-help-photos', key, 60);
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect(await storage.driver.exists('order-help-photos', key)).toBe(true);
  });
});

describe('stored keys', () => {
  it('take the extension of the content, whatever the requested name says', async () => {
    const folder = `${businessId}/${randomUUID()}`;
    const cases: Array<[string, string, Buffer, string, string]> = [
      ['business-photos', `${folder}/foto.exe`, fixture('photo.jpg'), `${folder}/foto.jpg`, 'image/jpeg'],
      [
        'business-photos',
        `${folder}/fachada.png`,
        fixture('photo.jpg'),
        `${folder}/fachada.jpg`,
        'image/jpeg',
      ],
      [
        'menu-items',
        `${folder}/sub/portada`,
        fixture('photo.webp'),
        `${folder}/sub/portada.webp`,
        'image/webp',
      ],
      ['business-posts', `${folder}/FOTO.JPG`, fixture('photo.gif'), `${folder}/FOTO.gif`, 'image/gif'],
      ['business-posts', `${folder}/a.b.`, fixture('photo.png'), `${folder}/a.b.png`, 'image/png'],
      ['business-stories', `${folder}/clip.mov`, mp4(8192), `${folder}/clip.mp4`, 'video/mp4'],
      ['business-stories', `${folder}/otro.mp4`, quicktime(8192), `${folder}/otro.mov`, 'video/quicktime'],
      ['business-stories', `${folder}/web.mp4`, ebml('webm', 8192), `${folder}/web.webm`, 'video/webm'],
    ];
    for (const [index, [bucket, requested, content, stored, contentType]] of cases.entries()) {
      const method = index % 2 === 0 ? 'POST' : 'PUT';
      const form = await multipart({}, [{ name: 'archivo', content }]);
      const res = await t.inject(
        { method, url: `/storage/v1/object/${bucket}/${requested}`, ...form },
        ownerToken,
      );
      expect(res.statusCode, requested).toBe(200);
      expect(res.json()).toEqual({
        Key: `${bucket}/${stored}`,
        bucket,
        path: stored,
        contentType,
        size: content.length,
        publicUrl: `/storage/v1/object/public/${bucket}/${stored}`,
      });
      expect(await storage.driver.exists(bucket as BucketName, requested)).toBe(false);
      const served = await t.inject({ method: 'GET', url: res.json().publicUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(contentType);
    }
  });

  it("replace the person's earlier file under the final key", async () => {
    const person = await insertUser(t.db);
    const token = await t.sign({ id: person.id });
    const keys = async () => (await storage.driver.list('avatars', person.id)).map((o) => o.key);
    const png = await upload(`/storage/v1/object/avatars/${person.id}.png`, token, fixture('photo.png'), 'a');
    expect(png.json().path).toBe(`${person.id}.png`);
    const jpg = await upload(`/storage/v1/object/avatars/${person.id}.png`, token, fixture('photo.jpg'), 'a');
    expect(jpg.json()).toMatchObject({
      Key: `avatars/${person.id}.jpg`,
      path: `${person.id}.jpg`,
      publicUrl: `/storage/v1/object/public/avatars/${person.id}.jpg`,
    });
    expect(await keys()).toEqual([`${person.id}.jpg`]);
    const webp = await upload(
      `/storage/v1/object/avatars/${person.id}.exe`,
      token,
      fixture('photo.webp'),
      'a',
    );
    expect(webp.json().path).toBe(`${person.id}.webp`);
    expect(await keys()).toEqual([`${person.id}.webp`]);
  });

  it('refuses a name that would be too long once the extension is added', async () => {
    const folder = `${businessId}/${randomUUID()}`;
    const res = await upload(
      `/storage/v1/object/business-photos/${folder}/${'a'.repeat(128)}`,
      ownerToken,
      fixture('photo.jpg'),
      'a.jpg',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_key', message: 'El nombre del archivo no es válido.' });
    expect(await storage.driver.list('business-photos', `${folder}/`)).toEqual([]);
  });
});

describe('refused uploads', () => {
  it('leave no folders behind', async () => {
    const { id } = await insertBusiness(t.db, { ownerId });
    const key = `${id}/sub/deeper/file.jpg`;
    const refusals: Array<[string, string, TestCaller, Buffer, number, string, string]> = [
      [
        'business-posts',
        key,
        ownerToken,
        fixture('not-an-image.jpg'),
        415,
        'invalid_file_type',
        'El archivo file.jpg no es una imagen o video válido.',
      ],
      [
        'business-photos',
        key,
        ownerToken,
        pngOfSize(5 * 1024 * 1024 + 10),
        413,
        'file_too_large',
        'file.jpg es demasiado grande (máximo 5MB)',
      ],
      ['menu-items', key, ownerToken, Buffer.alloc(0), 400, 'empty_file', 'El archivo está vacío.'],
      [
        'business-stories',
        key,
        otherToken,
        fixture('photo.jpg'),
        403,
        'forbidden',
        'No tienes permiso para subir archivos de este negocio.',
      ],
      // Refused once the whole file has arrived: the stored name would be too long.
      [
        'business-photos',
        `${id}/sub/deeper/${'a'.repeat(128)}`,
        ownerToken,
        fixture('photo.jpg'),
        400,
        'invalid_key',
        'El nombre del archivo no es válido.',
      ],
    ];
    for (const [bucket, name, caller, content, status, code, message] of refusals) {
      const res = await upload(`/storage/v1/object/${bucket}/${name}`, caller, content, 'file.jpg');
      expect(res.statusCode, bucket).toBe(status);
      expect(res.json(), bucket).toMatchObject({ code, message });
      for (const folder of [
        [bucket, id],
        ['.meta', bucket, id],
      ]) {
        await expect(stat(path.join(t.config.storageDir, ...folder)), folder.join('/')).rejects.toThrow();
      }
    }
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
