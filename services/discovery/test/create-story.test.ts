import { insertCity, insertUser } from '@cerca/db-testing';
import { createQueues, type Queues, storyExpiryJobId } from '@cerca/queues';
import { relayOutboxForTest } from '@cerca/queues/testing';
import { type FormFile, multipart, type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoveryService } from '../src/plugin';
import { expectError } from './business-fixtures';
import { JPEG, PNG } from './fixtures';
import { MB, MP4, publishingWorld, storedFiles, streamedForm } from './publishing-fixtures';

const t = useServiceTest([discoveryService], { tempStorage: true });
let world: Awaited<ReturnType<typeof publishingWorld>>;
let queues: Queues;

beforeAll(async () => {
  world = await publishingWorld(t.db);
  queues = createQueues(t.config.redisUrl, t.config.redisPrefix);
  await queues.ready();
});
afterAll(async () => {
  await queues?.close();
});

const url = () => `/api/discovery/businesses/${world.business.id}/stories`;

async function publish(files: FormFile[], as: TestCaller, businessId = world.business.id) {
  const body = await multipart({}, files, { field: 'file', type: 'image/png' });
  return t.inject({ method: 'POST', url: `/api/discovery/businesses/${businessId}/stories`, ...body }, as);
}

async function storyCount() {
  const rows = await t.db
    .selectFrom('business_stories')
    .select('id')
    .where('business_id', '=', world.business.id)
    .execute();
  return rows.length;
}

describe('POST /api/discovery/businesses/:id/stories', () => {
  it('publishes an image story for the owner: instant, approved, 24 hours, expiry job scheduled', async () => {
    const response = await publish([{ name: 'pan.jpg', content: JPEG }], world.owner);
    expect(response.statusCode, response.body).toBe(201);
    const { story } = response.json();
    expect(story).toMatchObject({
      type: 'instant',
      media_type: 'image',
      business: { id: world.business.id, name: 'Panadería Lupita' },
      author: { id: world.owner.id },
    });
    expect(story.media_url).toMatch(
      new RegExp(`^/storage/v1/object/public/business-stories/${world.business.id}/[0-9a-f-]{36}\\.jpg$`),
    );
    const lifetime = Date.parse(story.expires_at) - Date.parse(story.created_at);
    expect(Math.abs(lifetime - 24 * 3600 * 1000)).toBeLessThan(1000);
    const row = await t.db
      .selectFrom('business_stories')
      .select(['approved', 'type'])
      .where('id', '=', story.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ approved: true, type: 'instant' });
    // The route recorded its jobs as outbox events; the jobs service's relay would queue them.
    await relayOutboxForTest(t.db, t.config.redisQueueUrl, t.config.redisPrefix);
    const job = await queues.queue['story-expiry'].getJob(storyExpiryJobId(story.id));
    expect(await job?.getState()).toBe('delayed');
    const thumbnails = await queues.queue['image-thumbnails'].getJobs(['waiting', 'delayed', 'prioritized']);
    expect(thumbnails.map((j) => j.data.target)).toContainEqual({ table: 'business_stories', id: story.id });
    expect(await storedFiles(t.config.storageDir)).toContain(
      `business-stories/${story.media_url.split('/business-stories/')[1]}`,
    );
  });

  it('publishes a video story, named by its content', async () => {
    const response = await publish([{ name: 'clip.bin', content: MP4, type: 'video/mp4' }], world.owner);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().story.media_type).toBe('video');
    expect(response.json().story.media_url).toMatch(/\.mp4$/);
  });

  it("lets the city's partner and admins publish, and nobody else", async () => {
    const partner = await insertUser(t.db, { role: 'city_partner', managedCityId: world.city.id });
    const admin = await insertUser(t.db, { role: 'admin' });
    expect((await publish([{ name: 'a.png', content: PNG }], partner)).statusCode).toBe(201);
    expect((await publish([{ name: 'a.png', content: PNG }], admin)).statusCode).toBe(201);

    const before = await storyCount();
    expectError(
      await publish([{ name: 'a.png', content: PNG }], undefined),
      401,
      'unauthorized',
      'Debes iniciar sesión para publicar',
    );
    const stranger = await insertUser(t.db);
    const otherCity = await insertCity(t.db, { name: 'Otra ciudad' });
    const otherPartner = await insertUser(t.db, { role: 'city_partner', managedCityId: otherCity.id });
    for (const caller of [stranger, otherPartner]) {
      expectError(
        await publish([{ name: 'a.png', content: PNG }], caller),
        403,
        'forbidden',
        'Solo el dueño del negocio, el socio de su ciudad o un administrador pueden publicar en este negocio.',
      );
    }
    // A missing or malformed business reads the same as one the caller may not publish in.
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
      expect((await publish([{ name: 'a.png', content: PNG }], world.owner, id)).statusCode).toBe(403);
    }
    expect(await storyCount()).toBe(before);
  });

  describe('refusals store nothing', () => {
    let before: number;
    let filesBefore: string[];
    beforeAll(async () => {
      before = await storyCount();
      filesBefore = await storedFiles(t.config.storageDir);
    });
    afterAll(async () => {
      expect(await storyCount()).toBe(before);
      expect(await storedFiles(t.config.storageDir)).toEqual(filesBefore);
    });

    it('needs an image or video', async () => {
      expectError(
        await publish([], world.owner),
        400,
        'media_required',
        'Las historias requieren una imagen o video',
      );
    });

    it('refuses content that is neither, by its bytes', async () => {
      const response = await publish(
        [{ name: 'notas.png', content: Buffer.from('hola'.repeat(2000)) }],
        world.owner,
      );
      expectError(
        response,
        415,
        'invalid_file_type',
        'El archivo notas.png no es una imagen o video válido.',
      );
    });

    it('refuses a second file', async () => {
      const response = await publish(
        [
          { name: 'a.png', content: PNG },
          { name: 'b.png', content: PNG },
        ],
        world.owner,
      );
      expectError(response, 400, 'too_many_files', 'Las historias llevan una sola imagen o video.');
    });

    it('refuses an image over 10 MB while it streams', async () => {
      const body = streamedForm(
        {},
        { field: 'file', name: 'grande.jpg', type: 'image/jpeg', head: JPEG, size: 11 * MB },
      );
      const response = await t.inject({ method: 'POST', url: url(), ...body }, world.owner);
      expectError(
        response,
        413,
        'file_too_large',
        'La imagen grande.jpg es demasiado grande. Máximo 10MB por imagen.',
      );
    });

    it('refuses a video over 100 MB while it streams', async () => {
      const body = streamedForm(
        {},
        { field: 'file', name: 'largo.mp4', type: 'video/mp4', head: MP4, size: 101 * MB },
      );
      const response = await t.inject({ method: 'POST', url: url(), ...body }, world.owner);
      expectError(response, 413, 'file_too_large', 'El video es demasiado grande. Máximo 100MB.');
    }, 60_000);
  });
});
