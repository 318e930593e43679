import { insertPublication, insertUser } from '@cerca/db-testing';
import { type FormFile, multipart, type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { discoveryService } from '../src/plugin';
import { expectError } from './business-fixtures';
import { JPEG, PNG } from './fixtures';
import { MB, MP4, publishingWorld, storedFiles, streamedForm } from './publishing-fixtures';

const t = useServiceTest([discoveryService], { tempStorage: true });

async function publish(businessId: string, caption: string | undefined, files: FormFile[], as: TestCaller) {
  const body = await multipart(caption === undefined ? {} : { caption }, files, {
    field: 'files',
    type: 'image/png',
  });
  return t.inject({ method: 'POST', url: `/api/discovery/businesses/${businessId}/posts`, ...body }, as);
}

async function rowsOf(businessId: string) {
  return t.db
    .selectFrom('business_posts')
    .select(['id', 'publication_id', 'media_url'])
    .where('business_id', '=', businessId)
    .execute();
}

const extension = (url: string | null) => url?.split('.').pop() ?? null;
const png = (name = 'a.png'): FormFile => ({ name, content: PNG });
const jpeg = (name = 'b.jpg'): FormFile => ({ name, content: JPEG, type: 'image/jpeg' });
const mp4 = (name = 'c.mp4'): FormFile => ({ name, content: MP4, type: 'video/mp4' });

describe('POST /api/discovery/businesses/:id/posts', () => {
  let world: Awaited<ReturnType<typeof publishingWorld>>;
  beforeAll(async () => {
    world = await publishingWorld(t.db);
  });

  it('publishes one row per image in upload order, and the feed shows it at once', async () => {
    const feedUrl = `/api/discovery/feed?city_id=${world.city.id}`;
    // A visitor's first page is cached: publishing must drop it.
    expect((await t.inject({ method: 'GET', url: feedUrl })).json().posts).toEqual([]);

    const response = await publish(
      world.business.id,
      '  Pan de muerto  ',
      [jpeg(), png(), jpeg(), png()],
      world.owner,
    );
    expect(response.statusCode, response.body).toBe(201);
    const { posts } = response.json();
    expect(posts.map((post: { media_url: string }) => extension(post.media_url))).toEqual([
      'jpg',
      'png',
      'jpg',
      'png',
    ]);
    expect(new Set(posts.map((post: { publication_id: string }) => post.publication_id)).size).toBe(1);
    for (const post of posts) {
      expect(post).toMatchObject({ caption: 'Pan de muerto', media_type: 'image', my_reaction: null });
      expect(post.media_url).toMatch(
        new RegExp(
          `^/storage/v1/object/public/business-posts/${world.business.id}/[0-9a-f-]{36}\\.(jpg|png)$`,
        ),
      );
    }
    const rows = await t.db
      .selectFrom('business_posts')
      .select(['created_at', 'approved'])
      .where('publication_id', '=', posts[0].publication_id)
      .execute();
    expect(rows.every((row) => row.approved)).toBe(true);
    // One statement, one minute: the rows are a microsecond apart.
    expect(new Set(rows.map((row) => Math.floor(row.created_at.getTime() / 1000))).size).toBe(1);

    const feed = (await t.inject({ method: 'GET', url: feedUrl })).json().posts;
    // Newest first: the publication's rows reversed, which the feed card turns back into upload order.
    expect(feed.map((post: { id: string }) => post.id)).toEqual(
      posts.map((post: { id: string }) => post.id).toReversed(),
    );
    const detail = (await t.inject({ method: 'GET', url: `/api/discovery/posts/${feed[0].id}` })).json();
    expect(detail.publication.map((post: { id: string }) => post.id)).toEqual(
      posts.map((post: { id: string }) => post.id),
    );
  });

  it('publishes a caption without media', async () => {
    const response = await publish(world.business.id, 'Hoy abrimos a las 8', [], world.owner);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().posts).toMatchObject([
      { caption: 'Hoy abrimos a las 8', media_url: null, media_type: null },
    ]);
  });

  it('keeps only the first video when the files include one, and stores nothing else', async () => {
    const before = await storedFiles(t.config.storageDir);
    const response = await publish(
      world.business.id,
      'Video',
      [png(), mp4('primero.mp4'), jpeg(), mp4()],
      world.owner,
    );
    expect(response.statusCode, response.body).toBe(201);
    const { posts } = response.json();
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ media_type: 'video' });
    expect(extension(posts[0].media_url)).toBe('mp4');
    const after = await storedFiles(t.config.storageDir);
    const added = after.filter((file) => !before.includes(file) && !file.startsWith('.meta'));
    expect(added).toEqual([`business-posts/${posts[0].media_url.split('/business-posts/')[1]}`]);
  });

  it('refuses visitors and people who may not publish in the business', async () => {
    expectError(
      await publish(world.business.id, 'Hola', [png()], undefined),
      401,
      'unauthorized',
      'Debes iniciar sesión para publicar',
    );
    expectError(
      await publish(world.business.id, 'Hola', [png()], await insertUser(t.db)),
      403,
      'forbidden',
      'Solo el dueño del negocio, el socio de su ciudad o un administrador pueden publicar en este negocio.',
    );
  });

  describe('refusals store nothing', () => {
    it('needs a caption, and removes the files already stored', async () => {
      const { business, owner } = await publishingWorld(t.db);
      for (const caption of [undefined, '   ']) {
        expectError(
          await publish(business.id, caption, [png(), jpeg()], owner),
          400,
          'caption_required',
          'Por favor escribe algo en la descripción',
        );
      }
      expect(await rowsOf(business.id)).toEqual([]);
      expect((await storedFiles(t.config.storageDir)).filter((file) => file.includes(business.id))).toEqual(
        [],
      );
    });

    it('refuses more than 10 files', async () => {
      const { business, owner } = await publishingWorld(t.db);
      const files = Array.from({ length: 11 }, (_, i) => png(`${i}.png`));
      expectError(
        await publish(business.id, 'Muchas', files, owner),
        400,
        'too_many_files',
        'Puedes subir máximo 10 fotos por publicación.',
      );
      expect(await rowsOf(business.id)).toEqual([]);
      expect((await storedFiles(t.config.storageDir)).filter((file) => file.includes(business.id))).toEqual(
        [],
      );
    });

    it('refuses an image over 10 MB while it streams and keeps the earlier publication', async () => {
      const { business, owner } = await publishingWorld(t.db);
      const small = await multipart({ caption: 'Grande' }, [png()], { field: 'files', type: 'image/png' });
      // A small image first (stored), then the big one: both must be gone afterwards.
      const big = streamedForm(
        { caption: 'Grande' },
        { field: 'files', name: 'enorme.jpg', type: 'image/jpeg', head: JPEG, size: 11 * MB },
      );
      expect(
        (
          await t.inject(
            { method: 'POST', url: `/api/discovery/businesses/${business.id}/posts`, ...small },
            owner,
          )
        ).statusCode,
      ).toBe(201);
      const beforeFiles = await storedFiles(t.config.storageDir);
      const response = await t.inject(
        { method: 'POST', url: `/api/discovery/businesses/${business.id}/posts`, ...big },
        owner,
      );
      expectError(
        response,
        413,
        'file_too_large',
        'La imagen enorme.jpg es demasiado grande. Máximo 10MB por imagen.',
      );
      expect(await rowsOf(business.id)).toHaveLength(1);
      expect(await storedFiles(t.config.storageDir)).toEqual(beforeFiles);
    });

    it('refuses a video over 100 MB while it streams', async () => {
      const { business, owner } = await publishingWorld(t.db);
      const body = streamedForm(
        { caption: 'Largo' },
        { field: 'files', name: 'largo.mp4', type: 'video/mp4', head: MP4, size: 101 * MB },
      );
      const response = await t.inject(
        { method: 'POST', url: `/api/discovery/businesses/${business.id}/posts`, ...body },
        owner,
      );
      expectError(response, 413, 'file_too_large', 'El video es demasiado grande. Máximo 100MB.');
      expect(await rowsOf(business.id)).toEqual([]);
      expect((await storedFiles(t.config.storageDir)).filter((file) => file.includes(business.id))).toEqual(
        [],
      );
    }, 60_000);
  });

  describe('plan limits', () => {
    const limitMessage = 'Tu plan Básico permite máximo 3 publicaciones. Mejora tu plan para publicar más.';

    it('gives a Basic business 3 publications once the trial is over, counting publications not rows', async () => {
      const { business, owner } = await publishingWorld(t.db, { ageDays: 6 });
      expect((await publish(business.id, 'Uno', [png(), jpeg(), png()], owner)).statusCode).toBe(201);
      expect((await publish(business.id, 'Dos', [], owner)).statusCode).toBe(201);
      expect((await publish(business.id, 'Tres', [jpeg()], owner)).statusCode).toBe(201);
      const files = await storedFiles(t.config.storageDir);
      expectError(
        await publish(business.id, 'Cuatro', [png()], owner),
        403,
        'plan_limit_reached',
        limitMessage,
      );
      expect(await rowsOf(business.id)).toHaveLength(5);
      expect(await storedFiles(t.config.storageDir)).toEqual(files);
    });

    it('has no limit during the 5-day trial', async () => {
      const { business, owner } = await publishingWorld(t.db, { ageDays: 4 });
      for (const caption of ['1', '2', '3', '4']) {
        expect((await publish(business.id, caption, [], owner)).statusCode).toBe(201);
      }
    });

    it('has no limit on an active paid plan', async () => {
      const { business, owner } = await publishingWorld(t.db, { ageDays: 30 });
      await t.db
        .insertInto('subscriptions')
        .values({
          user_id: owner.id,
          subject: 'business',
          business_id: business.id,
          provider: 'local',
          plan_key: 'business_standard',
          status: 'active',
        })
        .execute();
      for (const caption of ['1', '2', '3', '4']) {
        expect((await publish(business.id, caption, [], owner)).statusCode).toBe(201);
      }
    });

    it('lets only one of two concurrent publications take the last place', async () => {
      const { business, owner } = await publishingWorld(t.db, { ageDays: 10 });
      for (const caption of ['1', '2']) {
        await insertPublication(t.db, {
          businessId: business.id,
          userId: owner.id,
          caption,
          mediaUrls: [null],
        });
      }
      for (let round = 0; round < 3; round++) {
        const responses = await Promise.all([
          publish(business.id, 'A', [png()], owner),
          publish(business.id, 'B', [jpeg()], owner),
        ]);
        const statuses = responses.map((response) => response.statusCode).sort();
        expect(statuses).toEqual(round === 0 ? [201, 403] : [403, 403]);
      }
      const publications = new Set((await rowsOf(business.id)).map((row) => row.publication_id));
      expect(publications.size).toBe(3);
      const stored = (await storedFiles(t.config.storageDir)).filter(
        (file) => file.startsWith('business-posts/') && file.includes(business.id),
      );
      expect(stored).toHaveLength(1);
    });
  });
});
