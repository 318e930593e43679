import {
  createPostFieldsSchema,
  createPostResponseSchema,
  POST_MAX_IMAGES,
} from '@cerca/contracts/publishing';
import type { Database, Db, Transaction } from '@cerca/db';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertMayAddPost } from '../../business-plan';
import { invalidateCityFeed } from '../../feed-cache';
import messages from '../../messages.json';
import { recordPostThumbnails } from '../../publication-events';
import {
  discardOnFailure,
  type PublishFormOptions,
  readPublishForm,
  removeUploads,
  type StoredUpload,
} from '../../publish-uploads';
import { findBusinessWithinPlan, lockBusinessWithinPlan } from '../../publisher-guard';
import {
  businessPublisherOptions,
  businessUploadRefusals,
  followUp,
  type PublishingDeps,
} from '../../publishing';
import { insertPublication, listPublicationOf, withMyReactions } from '../../repositories/posts';
import { businessIdParamsSchema } from '../../request-guards';
import { addClaimedVideo } from '../../video-uploads';

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

/** The media a publication shows, as insertPublication takes them. */
type PostMedia = { url: string; type: StoredUpload['kind'] }[];

/**
 * Reads the post form (files stored under `keyRoot`, and a video the browser uploaded straight to
 * storage when `video_upload` names one), keeps the media spec 01 §5 allows, lets
 * `insert` check the fields and insert the publication (it may refuse; the stored files are then
 * removed; the thumbnails are recorded by its transaction), then drops the unused files and the
 * city's cached feed page.
 * Answers the publication's rows for the caller. Shared by the owner route and the route for
 * people without a business (create-named-post).
 */
export async function publishPost(
  request: FastifyRequest,
  { db, redis }: Pick<ServiceContext, 'db' | 'redis'>,
  { storage }: PublishingDeps,
  keyRoot: string,
  insert: (
    fields: Record<string, string>,
    media: PostMedia,
    /** Call in the inserting transaction: the thumbnails of the new rows (issue 22's outbox). */
    announce: (trx: Db, postId: string) => Promise<void>,
  ) => Promise<{ postId: string; cityId: string | null }>,
) {
  const form = await readPublishForm(request, storage, postFormOptions(keyRoot));
  const { dropped, postId, cityId } = await discardOnFailure(form, async () => {
    // A video the browser uploaded straight to storage (video_upload): checked, then first.
    const userId = request.user!.id;
    await addClaimedVideo(db, storage, form, { userId, bucket: 'business-posts', keyRoot });
    const { shown, dropped } = pickMedia(form.files);
    const inserted = await insert(
      form.fields,
      shown.map((file) => ({ url: file.url, type: file.kind })),
      (trx, postId) => recordPostThumbnails(trx, shown, postId),
    );
    return { dropped, ...inserted };
  });
  await removeUploads(storage, dropped);
  if (cityId) await followUp(request.log, 'feed cache', () => invalidateCityFeed(redis, cityId));
  const rows = await listPublicationOf(db, postId);
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
      ...businessPublisherOptions,
      schema: {
        tags: ['publishing'],
        summary: 'Publish a permanent post: caption plus up to 10 images or one video (multipart/form-data)',
        description:
          'Fields: `caption` (required), files in `files`. For the owner, the city partner and admins. ' +
          'Images up to 10 MB each, videos up to 100 MB, checked by content while streaming; with a ' +
          'video only the first video is kept. The Basic plan allows 3 publications (403 plan_limit_reached). ' +
          '`video_upload` names a video uploaded straight to storage (POST …/video-uploads), checked here.',
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        params: businessIdParamsSchema,
        response: { 201: createPostResponseSchema, ...businessUploadRefusals },
      },
    },
    async (request, reply) => {
      const businessId = request.params.id;
      // Cheap early refusal before any file is stored; the locked re-check below is the guard.
      const business = await findBusinessWithinPlan(db, businessId, messages.notPublisher, assertMayAddPost);
      const posts = await publishPost(request, context, deps, businessId, async (fields, media, announce) => {
        const caption = parseCaption(fields.caption);
        const postId = await db.transaction().execute(async (trx: Transaction<Database>) => {
          await lockBusinessWithinPlan(trx, businessId, messages.notPublisher, assertMayAddPost);
          const postId = await insertPublication(trx, {
            owner: { businessId },
            userId: request.user!.id,
            caption,
            media,
          });
          await announce(trx, postId);
          return postId;
        });
        return { postId, cityId: business.city_id };
      });
      return reply.status(201).send({ posts });
    },
  );
}
