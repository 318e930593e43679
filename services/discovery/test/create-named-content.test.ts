import { randomUUID } from 'node:crypto';
import { insertCity, insertUser } from '@cerca/db-testing';
import { createQueues, type Queues, storyExpiryJobId } from '@cerca/queues';
import { relayOutboxForTest } from '@cerca/queues/testing';
import { type FormFile, multipart, type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoveryService } from '../src/plugin';
import { expectError } from './business-fixtures';
import { JPEG, PNG } from './fixtures';
import { MB, MP4, storedFiles, streamedForm } from './publishing-fixtures';

// Spec 01 §2/§6: a person without a business publishes a story or a post under a typed business
// name in the city they chose: POST /api/discovery/stories and POST /api/discovery/posts.

const t = useServiceTest([discoveryService], { tempStorage: true });
let queues: Queues;
let city: { id: string };
let person: Awaited<ReturnType<typeof insertUser>>;

beforeAll(async () => {
  city = await insertCity(t.db, { name: `Ciudad ${randomUUID().slice(0, 8)}` });
  person = await insertUser(t.db);
  queues = createQueues(t.config.redisUrl, t.config.redisPrefix);
  await queues.ready();
});
afterAll(async () => {
  await queues?.close();
});

const png = (name = 'a.png'): FormFile => ({ name, content: PNG });
const jpeg = (name = 'b.jpg'): FormFile => ({ name, content: JPEG, type: 'image/jpeg' });
const mp4 = (name = 'c.mp4'): FormFile => ({ name, content: MP4, type: 'video/mp4' });

async function postStory(fields: Record<string, string>, files: FormFile[], as: TestCaller) {
  const body = await multipart(fields, files, { field: 'file', type: 'image/png' });
  return t.inject({ method: 'POST', url: '/api/discovery/stories', ...body }, as);
}

async function postPost(fields: Record<string, string>, files: FormFile[], as: TestCaller) {
  const body = await multipart(fields, files, { field: 'files', type: 'image/png' });
  return t.inject({ method: 'POST', url: '/api/discovery/posts', ...body }, as);
}

async function countWithoutBusiness(table: 'business_stories' | 'business_posts') {
  const rows = await t.db.selectFrom(table).select('id').where('business_id', 'is', null).execute();
  return rows.length;
}

async function namedRows() {
  return {
    stories: await countWithoutBusiness('business_stories'),
    posts: await countWithoutBusiness('business_posts'),
  };
}

/** Registers, in the calling describe, the check that its refusals leave no row and no stored file. */
function expectNothingStored() {
  let before: Awaited<ReturnType<typeof namedRows>>;
  let filesBefore: string[];
  beforeAll(async () => {
    before = await namedRows();
    filesBefore = await storedFiles(t.config.storageDir);
  });
  afterAll(async () => {
    expect(await namedRows()).toEqual(before);
    expect(await storedFiles(t.config.storageDir)).toEqual(filesBefore);
  });
}

const userFolder = (bucket: string, userId: string) =>
  new RegExp(`^/storage/v1/object/public/${bucket}/users/${userId}/[0-9a-f-]{36}\\.(jpg|png|mp4)$`);

describe('POST /api/discovery/stories', () => {
  it('publishes a story under the typed name in the chosen city; the strip shows it; expiry scheduled', async () => {
    const response = await postStory(
      { business_name: '  Tacos Doña Ana  ', city_id: city.id },
      [jpeg()],
      person,
    );
    expect(response.statusCode, response.body).toBe(201);
    const { story } = response.json();
    expect(story).toMatchObject({
      type: 'instant',
      media_type: 'image',
      business: null,
      business_name: 'Tacos Doña Ana',
      author: { id: person.id },
    });
    expect(story.media_url).toMatch(userFolder('business-stories', person.id));
    const row = await t.db
      .selectFrom('business_stories')
      .select(['business_id', 'business_name', 'city_id', 'approved'])
      .where('id', '=', story.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      business_id: null,
      business_name: 'Tacos Doña Ana',
      city_id: city.id,
      approved: true,
    });
    // The route recorded its jobs as outbox events; the jobs service's relay would queue them.
    await relayOutboxForTest(t.db, t.config.redisQueueUrl, t.config.redisPrefix);
    const job = await queues.queue['story-expiry'].getJob(storyExpiryJobId(story.id));
    expect(await job?.getState()).toBe('delayed');
    const strip = await t.inject({ method: 'GET', url: `/api/discovery/stories?city_id=${city.id}` });
    expect(strip.json().stories.map((s: { id: string }) => s.id)).toContain(story.id);
  });

  it('takes a video', async () => {
    const response = await postStory({ business_name: 'Tacos', city_id: city.id }, [mp4()], person);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().story.media_type).toBe('video');
  });

  it('refuses visitors', async () => {
    expectError(
      await postStory({ business_name: 'Tacos', city_id: city.id }, [png()], undefined),
      401,
      'unauthorized',
      'Debes iniciar sesión para publicar',
    );
  });

  describe('refusals store nothing', () => {
    expectNothingStored();

    it('needs a business name, and removes the stored file', async () => {
      const forms: Record<string, string>[] = [
        { city_id: city.id },
        { business_name: '   ', city_id: city.id },
      ];
      for (const fields of forms) {
        expectError(
          await postStory(fields, [png()], person),
          400,
          'business_name_required',
          'Por favor ingresa el nombre del negocio o selecciona uno',
        );
      }
    });

    it('refuses a name over 120 characters', async () => {
      expectError(
        await postStory({ business_name: 'x'.repeat(121), city_id: city.id }, [png()], person),
        400,
        'business_name_too_long',
        'El nombre del negocio es demasiado largo. Máximo 120 caracteres.',
      );
    });

    it('needs an existing city', async () => {
      const forms: Record<string, string>[] = [
        { business_name: 'Tacos' },
        { business_name: 'Tacos', city_id: 'no-es-un-id' },
      ];
      for (const fields of forms) {
        expectError(
          await postStory(fields, [png()], person),
          400,
          'city_required',
          'Selecciona una ciudad para publicar.',
        );
      }
      expectError(
        await postStory({ business_name: 'Tacos', city_id: randomUUID() }, [png()], person),
        400,
        'city_not_found',
        'Ciudad no encontrada',
      );
    });

    it('needs an image or video, and takes only one', async () => {
      expectError(
        await postStory({ business_name: 'Tacos', city_id: city.id }, [], person),
        400,
        'media_required',
        'Las historias requieren una imagen o video',
      );
      expectError(
        await postStory({ business_name: 'Tacos', city_id: city.id }, [png(), png('b.png')], person),
        400,
        'too_many_files',
        'Las historias llevan una sola imagen o video.',
      );
    });

    it('refuses an image over 10 MB while it streams', async () => {
      const body = streamedForm(
        { business_name: 'Tacos', city_id: city.id },
        { field: 'file', name: 'grande.jpg', type: 'image/jpeg', head: JPEG, size: 11 * MB },
      );
      expectError(
        await t.inject({ method: 'POST', url: '/api/discovery/stories', ...body }, person),
        413,
        'file_too_large',
        'La imagen grande.jpg es demasiado grande. Máximo 10MB por imagen.',
      );
    });
  });
});

describe('POST /api/discovery/posts', () => {
  it('publishes a post under the typed name, and the city feed shows it at once', async () => {
    const feedUrl = `/api/discovery/feed?city_id=${city.id}`;
    // A visitor's first page is cached: publishing must drop it.
    const before = (await t.inject({ method: 'GET', url: feedUrl })).json().posts.length;

    const response = await postPost(
      { business_name: 'Tacos Doña Ana', city_id: city.id, caption: '  Tacos al pastor  ' },
      [jpeg(), png()],
      person,
    );
    expect(response.statusCode, response.body).toBe(201);
    const { posts } = response.json();
    expect(posts).toHaveLength(2);
    for (const post of posts) {
      expect(post).toMatchObject({
        caption: 'Tacos al pastor',
        business: null,
        business_name: 'Tacos Doña Ana',
        author: { id: person.id },
        my_reaction: null,
      });
      expect(post.media_url).toMatch(userFolder('business-posts', person.id));
    }
    const feed = (await t.inject({ method: 'GET', url: feedUrl })).json().posts;
    expect(feed).toHaveLength(before + 2);
    expect(feed[0]).toMatchObject({ business: null, business_name: 'Tacos Doña Ana' });
    const detail = await t.inject({ method: 'GET', url: `/api/discovery/posts/${posts[0].id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().post).toMatchObject({ business: null, business_name: 'Tacos Doña Ana' });
  });

  it('publishes a caption without media, and keeps only the first video', async () => {
    const text = await postPost({ business_name: 'Tacos', city_id: city.id, caption: 'Hola' }, [], person);
    expect(text.statusCode, text.body).toBe(201);
    expect(text.json().posts[0]).toMatchObject({ media_url: null, media_type: null });
    const video = await postPost(
      { business_name: 'Tacos', city_id: city.id, caption: 'Video' },
      [png(), mp4(), mp4('d.mp4')],
      person,
    );
    expect(video.statusCode, video.body).toBe(201);
    expect(video.json().posts.map((post: { media_type: string }) => post.media_type)).toEqual(['video']);
  });

  it('has no plan limit: there is no business', async () => {
    const someone = await insertUser(t.db);
    for (let i = 0; i < 4; i += 1) {
      const response = await postPost(
        { business_name: 'Tacos', city_id: city.id, caption: `Post ${i}` },
        [],
        someone,
      );
      expect(response.statusCode, response.body).toBe(201);
    }
  });

  it('refuses visitors', async () => {
    expectError(
      await postPost({ business_name: 'Tacos', city_id: city.id, caption: 'Hola' }, [], undefined),
      401,
      'unauthorized',
      'Debes iniciar sesión para publicar',
    );
  });

  describe('refusals store nothing', () => {
    expectNothingStored();

    it('needs a business name, then a city, then a caption, removing the stored files', async () => {
      expectError(
        await postPost({ city_id: city.id, caption: 'Hola' }, [png(), jpeg()], person),
        400,
        'business_name_required',
        'Por favor ingresa el nombre del negocio o selecciona uno',
      );
      expectError(
        await postPost({ business_name: 'Tacos', caption: 'Hola' }, [png()], person),
        400,
        'city_required',
        'Selecciona una ciudad para publicar.',
      );
      expectError(
        await postPost({ business_name: 'Tacos', city_id: randomUUID(), caption: 'Hola' }, [png()], person),
        400,
        'city_not_found',
        'Ciudad no encontrada',
      );
      expectError(
        await postPost({ business_name: 'Tacos', city_id: city.id, caption: '   ' }, [png()], person),
        400,
        'caption_required',
        'Por favor escribe algo en la descripción',
      );
    });

    it('refuses more than 10 files', async () => {
      const files = Array.from({ length: 11 }, (_, i) => png(`${i}.png`));
      expectError(
        await postPost({ business_name: 'Tacos', city_id: city.id, caption: 'Hola' }, files, person),
        400,
        'too_many_files',
        'Puedes subir máximo 10 fotos por publicación.',
      );
    });

    it('refuses a video over 100 MB while it streams', async () => {
      const body = streamedForm(
        { business_name: 'Tacos', city_id: city.id, caption: 'Hola' },
        { field: 'files', name: 'largo.mp4', type: 'video/mp4', head: MP4, size: 101 * MB },
      );
      expectError(
        await t.inject({ method: 'POST', url: '/api/discovery/posts', ...body }, person),
        413,
        'file_too_large',
        'El video es demasiado grande. Máximo 100MB.',
      );
    }, 60_000);
  });
});
