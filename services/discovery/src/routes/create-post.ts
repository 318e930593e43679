import { errorBodySchema } from '@cerca/contracts';
import {
  createPostFieldsSchema,
  createPostResponseSchema,
  POST_MAX_IMAGES,
} from '@cerca/contracts/publishing';
import type { Database, Transaction } from '@cerca/db';
import { enqueueThumbnail } from '@cerca/queues';
import { errors, requireUserWith, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { assertMayAddPost } from '../business-plan';
import { invalidateCityFeed } from '../feed-cache';
import messages from '../messages.json';
import {
  discardOnFailure,
  type PublishFormOptions,
  readPublishForm,
  removeUploads,
  type StoredUpload,
} from '../publish-uploads';
import { findBusinessWithinPlan, lockBusinessWithinPlan, requireBusinessManager } from '../publisher-guard';
import { followUp, type PublishingDeps, publishRateLimit } from '../publishing';
import {
  insertPublication,
  listPublicationOf,
  type PublicPost,
  withMyReactions,
} from '../repositories/posts';
import { businessIdParamsSchema } from '../request-guards';

export function parseCaption(raw: string | undefined): string {
  const parsed = createPostFieldsSchema.safeParse({ caption: raw ?? '' });
  if (parsed.success) return parsed.data.caption;
  if (parsed.error.issues.some((issue) => issue.code === 'too_big')) {
    throw errors.badRequest('caption_too_long', messages.postCaptionTooLong);
  }
  throw errors.badRequest('caption_required', messages.postCaptionRequired);
}

/**
 * Spec 01 §5: up to 10 images, or a video; when the files include a video only the first video
 * is used. Returns the files the publication shows and those to remove.
 */
function pickMedia(files: readonly StoredUpload[]) {
  const video = files.find((file) => file.kind === 'video');
  if (!video) return { shown: [...files], dropped: [] };
  return { shown: [video], dropped: files.filter((file) => file !== video) };
}

/** The post form: up to 10 `files` stored under `keyRoot`; after the first video the rest are dropped. */
function postFormOptions(keyRoot: string): PublishFormOptions {
  return {
    bucket: 'business-posts',
    businessId: keyRoot,
    fileField: 'files',
    maxFiles: POST_MAX_IMAGES,
    tooManyFiles: errors.badRequest('too_many_files', messages.tooManyPostFiles),
    // After the first video every other file is read and dropped unchecked.
    skip: (stored) => stored.some((file) => file.kind === 'video'),
  };
}

/** One thumbnail job per image row of the publication (a row's image is one stored file). */
async function enqueuePostThumbnails(
  log: FastifyBaseLogger,
  queues: PublishingDeps['queues'],
  shown: readonly StoredUpload[],
  rows: readonly PublicPost[],
) {
  for (const row of rows) {
    const file = shown.find((upload) => upload.kind === 'image' && upload.url === row.media_url);
    if (!file) continue;
    await followUp(log, 'post thumbnail', () =>
      enqueueThumbnail(queues(), {
        bucket: 'business-posts',
        key: file.key,
        target: { table: 'business_posts', id: row.id },
      }),
    );
  }
}

/** The media a publication shows, as insertPublication takes them. */
type PostMedia = { url: string; type: StoredUpload['kind'] }[];

/**
 * Reads the post form (files stored under `keyRoot`), keeps the media spec 01 §5 allows, lets
 * `insert` check the fields and insert the publication (it may refuse; the stored files are then
 * removed), then drops the unused files, the city's cached feed page and queues the thumbnails.
 * Answers the publication's rows for the caller. Shared by the owner route and the route for
 * people without a business (create-named-post).
 */
export async function publishPost(
  request: FastifyRequest,
  { db, redis }: Pick<ServiceContext, 'db' | 'redis'>,
  { storage, queues }: PublishingDeps,
  keyRoot: string,
  insert: (
    fields: Record<string, string>,
    media: PostMedia,
  ) => Promise<{ postId: string; cityId: string | null }>,
) {
  const form = await readPublishForm(request, storage, postFormOptions(keyRoot));
  const { shown, dropped } = pickMedia(form.files);
  const { postId, cityId } = await discardOnFailure(form, () =>
    insert(
      form.fields,
      shown.map((file) => ({ url: file.url, type: file.kind })),
    ),
  );
  await removeUploads(storage, dropped);
  if (cityId) await followUp(request.log, 'feed cache', () => invalidateCityFeed(redis, cityId));
  const rows = await listPublicationOf(db, postId);
  await enqueuePostThumbnails(request.log, queues, shown, rows);
  return withMyReactions(db, request.user!.id, rows);
}

/**
 * POST /businesses/:id/posts — multipart: `caption` and up to 10 `files` (images 10 MB each, or a
 * video of 100 MB), streamed to storage. One row per image in one statement; the Basic plan's
 * limit of 3 publications is checked with the business row locked.
 */
export async function createPostRoute(
  app: FastifyInstance,
  context: ServiceContext,
  deps: PublishingDeps,
): Promise<void> {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/businesses/:id/posts',
    {
      onRequest: requireUserWith(messages.signInToPublish),
      preHandler: requireBusinessManager(context, messages.notPublisher),
      config: { rateLimit: publishRateLimit },
      schema: {
        tags: ['publishing'],
        summary: 'Publish a permanent post: caption plus up to 10 images or one video (multipart/form-data)',
        description:
          'Fields: `caption` (required), files in `files`. For the owner, the city partner and admins. ' +
          'Images up to 10 MB each, videos up to 100 MB, checked by content while streaming; with a ' +
          'video only the first video is kept. The Basic plan allows 3 publications (403 plan_limit_reached).',
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        params: businessIdParamsSchema,
        response: {
          201: createPostResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const businessId = request.params.id;
      // Cheap early refusal before any file is stored; the locked re-check below is the guard.
      const business = await findBusinessWithinPlan(db, businessId, messages.notPublisher, assertMayAddPost);
      const posts = await publishPost(request, context, deps, businessId, async (fields, media) => {
        const caption = parseCaption(fields.caption);
        const postId = await db.transaction().execute(async (trx: Transaction<Database>) => {
          await lockBusinessWithinPlan(trx, businessId, messages.notPublisher, assertMayAddPost);
          return insertPublication(trx, { owner: { businessId }, userId: request.user!.id, caption, media });
        });
        return { postId, cityId: business.city_id };
      });
      return reply.status(201).send({ posts });
    },
  );
}
