import { cityByName, insertBusinessPhoto, insertUser } from '@cerca/db-testing';
import { createQueues, type Queues } from '@cerca/queues';
import { relayOutboxForTest } from '@cerca/queues/testing';
import { type FormFile, multipart, useServiceTest } from '@cerca/service-kit/testing';
import { createStorage, parseObjectUrl } from '@cerca/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoveryService } from '../src/plugin';
import { JPEG, PNG } from './fixtures';
import { MP4, publishingWorld } from './publishing-fixtures';

const t = useServiceTest([discoveryService], { seedCatalogue: true, tempStorage: true });
let queues: Queues;
let world: Awaited<ReturnType<typeof publishingWorld>>;

beforeAll(async () => {
  world = await publishingWorld(t.db);
  queues = createQueues(t.config.redisUrl, t.config.redisPrefix);
  await queues.ready();
});
afterAll(async () => {
  await queues?.close();
});

async function publish(caption: string, files: FormFile[]) {
  const body = await multipart({ caption }, files, { field: 'files', type: 'image/png' });
  return t.inject(
    { method: 'POST', url: `/api/discovery/businesses/${world.business.id}/posts`, ...body },
    world.owner,
  );
}

async function thumbnailJobs() {
  // The route recorded its jobs as outbox events; the jobs service's relay would queue them.
  await relayOutboxForTest(t.db, t.config.redisQueueUrl, t.config.redisPrefix);
  const jobs = await queues.queue['image-thumbnails'].getJobs(['waiting', 'delayed', 'prioritized']);
  return jobs.map((job) => job.data);
}

describe('post thumbnails', () => {
  it('publishing a post enqueues one thumbnail job per image row', async () => {
    const response = await publish('Tres fotos', [
      { name: 'a.jpg', content: JPEG, type: 'image/jpeg' },
      { name: 'b.png', content: PNG },
      { name: 'c.jpg', content: JPEG, type: 'image/jpeg' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const posts: Array<{ id: string; media_url: string; thumbnail_url: string | null }> =
      response.json().posts;
    expect(posts.map((post) => post.thumbnail_url)).toEqual([null, null, null]);
    const jobs = (await thumbnailJobs()).filter((job) => posts.some((post) => post.id === job.target.id));
    expect(jobs).toHaveLength(3);
    for (const post of posts) {
      const key = post.media_url.replace('/storage/v1/object/public/business-posts/', '');
      expect(jobs).toContainEqual({
        bucket: 'business-posts',
        key,
        target: { table: 'business_posts', id: post.id },
      });
    }
  });

  it('a video post enqueues no thumbnail', async () => {
    const before = (await thumbnailJobs()).length;
    const response = await publish('Un video', [{ name: 'v.mp4', content: MP4, type: 'video/mp4' }]);
    expect(response.statusCode, response.body).toBe(201);
    expect(await thumbnailJobs()).toHaveLength(before);
  });

  it('the feed, a post and the business posts carry the recorded thumbnail', async () => {
    const response = await publish('Con miniatura', [{ name: 'a.png', content: PNG }]);
    const [post] = response.json().posts;
    await t.db
      .updateTable('business_posts')
      .set({ thumbnail_url: '/miniatura.webp' })
      .where('id', '=', post.id)
      .execute();
    const detail = await t.inject({ method: 'GET', url: `/api/discovery/posts/${post.id}` });
    expect(detail.json().post).toMatchObject({ id: post.id, thumbnail_url: '/miniatura.webp' });
    const own = await t.inject({
      method: 'GET',
      url: `/api/discovery/businesses/${world.business.id}/posts`,
    });
    expect(own.json().posts.find((row: { id: string }) => row.id === post.id)).toMatchObject({
      thumbnail_url: '/miniatura.webp',
    });
    const feed = await t.inject({ method: 'GET', url: `/api/discovery/feed?city_id=${world.city.id}` });
    expect(feed.json().posts.find((row: { id: string }) => row.id === post.id)).toMatchObject({
      thumbnail_url: '/miniatura.webp',
    });
  });

  it("a business card carries its first main photo's thumbnail", async () => {
    const first = await insertBusinessPhoto(t.db, {
      businessId: world.business.id,
      url: '/primera.jpg',
      createdAt: new Date('2026-01-02T00:00:00Z'),
    });
    await insertBusinessPhoto(t.db, {
      businessId: world.business.id,
      url: '/segunda.jpg',
      createdAt: new Date('2026-01-03T00:00:00Z'),
    });
    // Two different searches: each is a shared answer that may be a few seconds old, and the
    // thumbnail below is written behind the routes' back, as the thumbnail job does.
    const search = (q = '') =>
      t.inject(
        { method: 'GET', url: `/api/discovery/businesses?city_id=${world.city.id}&q=${q}` },
        world.owner,
      );
    expect((await search('panad')).json().businesses[0]).toMatchObject({
      main_photo_url: '/primera.jpg',
      main_photo_thumbnail_url: null,
    });
    await t.db
      .updateTable('business_photos')
      .set({ thumbnail_url: '/primera.thumb.webp' })
      .where('id', '=', first.id)
      .execute();
    expect((await search()).json().businesses[0]).toMatchObject({
      main_photo_url: '/primera.jpg',
      main_photo_thumbnail_url: '/primera.thumb.webp',
    });
  });

  it('adding business photos enqueues one thumbnail job per photo', async () => {
    const body = await multipart(
      {},
      [
        { name: 'a.png', content: PNG },
        { name: 'b.jpg', content: JPEG, type: 'image/jpeg' },
      ],
      { field: 'photos', type: 'image/png' },
    );
    const response = await t.inject(
      { method: 'POST', url: `/api/discovery/businesses/${world.business.id}/photos`, ...body },
      world.owner,
    );
    expect(response.statusCode, response.body).toBe(201);
    const added: Array<{ id: string; url: string }> = response
      .json()
      .business.photos.filter((photo: { url: string }) => photo.url.includes('/business-photos/'));
    expect(added).toHaveLength(2);
    const jobs = await thumbnailJobs();
    for (const photo of added) {
      expect(jobs).toContainEqual({
        bucket: 'business-photos',
        key: photo.url.replace('/storage/v1/object/public/business-photos/', ''),
        target: { table: 'business_photos', id: photo.id },
      });
    }
  });

  it('creating a business enqueues a thumbnail job per photo', async () => {
    const person = await insertUser(t.db);
    const cafe = await t.db
      .selectFrom('subcategories')
      .select('name')
      .where('category_id', '=', 'cafeterias')
      .orderBy('sort_order')
      .executeTakeFirstOrThrow();
    const body = await multipart(
      {
        name: 'Café Miniatura',
        description: 'Café de especialidad',
        address: 'Calle Macedonio Alcalá 100',
        city: 'Oaxaca',
        state: 'Oaxaca',
        zip_code: '68000',
        category: 'Cafeterías',
        subcategory: cafe.name,
        city_id: (await cityByName(t.db, 'Oaxaca')).id,
      },
      [{ name: 'portada.png', content: PNG }],
      { field: 'photos', type: 'image/png' },
    );
    const response = await t.inject(
      { method: 'POST', url: '/api/discovery/businesses', ...body },
      await t.sign({ id: person.id }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const [photo] = response.json().business.photos;
    expect(await thumbnailJobs()).toContainEqual({
      bucket: 'business-photos',
      key: photo.url.replace('/storage/v1/object/public/business-photos/', ''),
      target: { table: 'business_photos', id: photo.id },
    });
  });

  it("deleting a business photo removes its thumbnail's object too", async () => {
    const own = await publishingWorld(t.db);
    const body = await multipart({}, [{ name: 'a.png', content: PNG }], {
      field: 'photos',
      type: 'image/png',
    });
    const { business } = (
      await t.inject(
        { method: 'POST', url: `/api/discovery/businesses/${own.business.id}/photos`, ...body },
        own.owner,
      )
    ).json();
    const photo = business.photos.at(-1);
    const original = parseObjectUrl(photo.url)!;
    const storage = createStorage({ storageDir: t.config.storageDir });
    const thumbKey = original.key.replace(/\.[a-z]+$/, '.thumb.webp');
    await storage.putObject('business-photos', thumbKey, Buffer.from('RIFF0000WEBP'), 'image/webp');
    await t.db
      .updateTable('business_photos')
      .set({ thumbnail_url: storage.publicUrl('business-photos', thumbKey) })
      .where('id', '=', photo.id)
      .execute();
    const response = await t.inject(
      { method: 'DELETE', url: `/api/discovery/businesses/${own.business.id}/photos/${photo.id}` },
      own.owner,
    );
    expect(response.statusCode, response.body).toBe(204);
    expect(await storage.driver.get('business-photos', original.key)).toBeNull();
    expect(await storage.driver.get('business-photos', thumbKey)).toBeNull();
  });
});
