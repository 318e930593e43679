import { insertUser } from '@cerca/db-testing';
import { multipart, type TestCaller, useServiceTest } from '@cerca/service-kit/testing';
import { createStorage, type Storage } from '@cerca/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import { discoveryService } from '../src/plugin';
import { JPEG } from './fixtures';
import { ageBusiness, MB, MP4, publishingWorld } from './publishing-fixtures';

// The direct upload of a story's or post's video (issue 22): POST …/video-uploads hands out a signed
// PUT for a key the server chooses; the browser PUTs the file (here written straight through the
// storage library, as the PUT would); publishing with `video_upload` claims it once and checks it.

const t = useServiceTest([discoveryService], { tempStorage: true });
let world: Awaited<ReturnType<typeof publishingWorld>>;
let storage: Storage;

beforeAll(async () => {
  world = await publishingWorld(t.db);
  storage = createStorage({ storageDir: t.config.storageDir, env: 'test' });
});

/** The refusal's status and code, and its Spanish message when the test names it. */
function expectError(
  response: { statusCode: number; json: () => unknown },
  status: number,
  code: string,
  message?: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ statusCode: status, code, ...(message ? { message } : {}) });
}

const askUrl = (businessId = world.business.id) => `/api/discovery/businesses/${businessId}/video-uploads`;

async function ask(as: TestCaller, body: Record<string, unknown>, url = askUrl()) {
  return t.inject({ method: 'POST', url, payload: body }, as);
}

const storyVideo = { purpose: 'story', content_type: 'video/mp4', size: MP4.length, file_name: 'horno.mp4' };

/** The stored key of a handed-out upload, from its signed URL (`…/<bucket>/<key>?token=`). */
const keyOf = (url: string) => new URL(url, 'http://x').pathname.split('/').slice(7).join('/');

async function publish(kind: 'stories' | 'posts', as: TestCaller, fields: Record<string, string>) {
  const body = await multipart(fields);
  return t.inject(
    { method: 'POST', url: `/api/discovery/businesses/${world.business.id}/${kind}`, ...body },
    as,
  );
}

describe('POST /api/discovery/businesses/:id/video-uploads', () => {
  it('hands the manager a signed PUT for a key in the business folder, with the type’s extension', async () => {
    const response = await ask(world.owner, storyVideo);
    expect(response.statusCode, response.body).toBe(201);
    const upload = response.json();
    expect(upload).toMatchObject({
      method: 'PUT',
      headers: { 'content-type': 'video/mp4', 'if-none-match': '*' },
    });
    expect(upload.url).toMatch(
      new RegExp(
        `^/storage/v1/object/upload/sign/business-stories/${world.business.id}/[0-9a-f-]{36}\\.mp4\\?token=`,
      ),
    );
    expect(new Date(upload.expires_at).getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    const quicktime = await ask(world.owner, {
      ...storyVideo,
      content_type: 'video/quicktime',
      purpose: 'post',
    });
    expect(keyOf(quicktime.json().url)).toMatch(/\.mov$/);
    expect(quicktime.json().url).toContain('/business-posts/');
  });

  it('refuses visitors, strangers, other types and more than 100 MB, with the spec texts', async () => {
    expect((await ask(undefined, storyVideo)).statusCode).toBe(401);
    const stranger = await insertUser(t.db);
    expectError(
      await ask(stranger, storyVideo),
      403,
      'forbidden',
      'Solo el dueño del negocio, el socio de su ciudad o un administrador pueden publicar en este negocio.',
    );
    expectError(
      await ask(world.owner, { ...storyVideo, content_type: 'image/png', file_name: 'foto.png' }),
      415,
      'invalid_file_type',
      'El archivo foto.png no es una imagen o video válido.',
    );
    expectError(
      await ask(world.owner, { ...storyVideo, size: 100 * MB + 1 }),
      413,
      'file_too_large',
      'El video es demasiado grande. Máximo 100MB.',
    );
    expect(
      await t.db.selectFrom('direct_uploads').select('id').where('user_id', '=', stranger.id).execute(),
    ).toEqual([]);
  });

  it('refuses a post video once the Basic plan has its 3 posts', async () => {
    const basic = await publishingWorld(t.db);
    await ageBusiness(t.db, basic.business.id, 10);
    for (let i = 0; i < 3; i += 1) {
      await t.db
        .insertInto('business_posts')
        .values({
          business_id: basic.business.id,
          user_id: basic.owner.id,
          caption: `p${i}`,
          media_type: 'image',
        })
        .execute();
    }
    const refused = await ask(basic.owner, { ...storyVideo, purpose: 'post' }, askUrl(basic.business.id));
    expect(refused.statusCode).toBe(403);
    expect((await ask(basic.owner, storyVideo, askUrl(basic.business.id))).statusCode).toBe(201);
  });
});

describe('publishing with video_upload', () => {
  async function uploaded(body: Buffer = MP4, as: TestCaller = world.owner, purpose = 'story') {
    const upload = (await ask(as, { ...storyVideo, purpose, size: body.length })).json();
    const bucket = purpose === 'story' ? 'business-stories' : 'business-posts';
    const key = keyOf(upload.url);
    await storage.putObject(bucket, key, body, 'video/mp4');
    return { id: upload.id as string, bucket, key } as const;
  }

  it('publishes the checked video as a story, once', async () => {
    const video = await uploaded();
    const response = await publish('stories', world.owner, { video_upload: video.id });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().story).toMatchObject({
      media_type: 'video',
      media_url: `/storage/v1/object/public/business-stories/${video.key}`,
    });
    expectError(
      await publish('stories', world.owner, { video_upload: video.id }),
      400,
      'upload_not_found',
      'La subida del video no es válida o ya expiró. Vuelve a elegir el video.',
    );
    expect(await storage.driver.exists('business-stories', video.key)).toBe(true);
  });

  it('publishes it as a post with its caption; a refused caption removes the video', async () => {
    const refused = await uploaded(MP4, world.owner, 'post');
    expectError(
      await publish('posts', world.owner, { video_upload: refused.id }),
      400,
      'caption_required',
      'Por favor escribe algo en la descripción',
    );
    expect(await storage.driver.exists('business-posts', refused.key)).toBe(false);

    const video = await uploaded(MP4, world.owner, 'post');
    const response = await publish('posts', world.owner, { video_upload: video.id, caption: 'Horno nuevo' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().posts).toEqual([
      expect.objectContaining({
        media_type: 'video',
        media_url: `/storage/v1/object/public/business-posts/${video.key}`,
      }),
    ]);
  });

  it('refuses and removes what is not the declared video', async () => {
    const photo = await uploaded(JPEG);
    expectError(
      await publish('stories', world.owner, { video_upload: photo.id }),
      415,
      'invalid_file_type',
      'El archivo horno.mp4 no es una imagen o video válido.',
    );
    expect(await storage.driver.exists('business-stories', photo.key)).toBe(false);
  });

  it('finds nothing for another person’s ticket, a malformed id, a ticket past its deadline or a PUT never sent', async () => {
    const partner = await insertUser(t.db);
    const theirs = (await ask(partner, storyVideo, '/api/discovery/video-uploads')).json();
    expectError(await publish('stories', world.owner, { video_upload: theirs.id }), 400, 'upload_not_found');
    expectError(await publish('stories', world.owner, { video_upload: 'nope' }), 400, 'upload_not_found');

    // Past its deadline (the URL's life and an hour of grace), by Postgres' clock.
    const late = await uploaded();
    await t.db
      .updateTable('direct_uploads')
      .set({ created_at: new Date(Date.now() - 3 * 3600_000), expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', late.id)
      .execute();
    expectError(await publish('stories', world.owner, { video_upload: late.id }), 400, 'upload_not_found');

    const neverSent = (await ask(world.owner, storyVideo)).json();
    expectError(
      await publish('stories', world.owner, { video_upload: neverSent.id }),
      400,
      'upload_missing',
      'No recibimos el archivo. Intenta subirlo de nuevo.',
    );
  });

  it('takes a story’s one medium only: a file beside the video refuses both', async () => {
    const video = await uploaded();
    const body = await multipart({ video_upload: video.id }, [
      { name: 'pan.jpg', content: JPEG, type: 'image/jpeg' },
    ]);
    const response = await t.inject(
      { method: 'POST', url: `/api/discovery/businesses/${world.business.id}/stories`, ...body },
      world.owner,
    );
    expectError(response, 400, 'too_many_files', 'Las historias llevan una sola imagen o video.');
    expect(await storage.driver.exists('business-stories', video.key)).toBe(false);
  });
});
