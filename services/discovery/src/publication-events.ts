import type { Db } from '@cerca/db';
import {
  type ImageThumbnailJob,
  type OutboxEventInput,
  outboxEvent,
  recordEvents,
  type ThumbnailTarget,
} from '@cerca/queues';
import type { Storage } from '@cerca/storage';
import type { StoredUpload } from './publish-uploads';

// Issue 22: what a publication announces (its expiry, its thumbnails) is written into the outbox
// by the publication's own transaction; the jobs service's relay queues it once that commits, so
// a Redis outage at that moment delays the jobs instead of losing them.

const isoOf = (value: Date | string) => new Date(value).toISOString();

/** The table whose rows show each bucket's images: the thumbnail job writes to the row. */
const SHOWN_IN = {
  'business-stories': 'business_stories',
  'business-posts': 'business_posts',
  'business-photos': 'business_photos',
} as const satisfies Record<ImageThumbnailJob['bucket'], ThumbnailTarget['table']>;

/** The thumbnail of the image at `key` in `bucket`, for the row `id` that shows it. */
function thumbnailEvent(bucket: ImageThumbnailJob['bucket'], key: string, id: string): OutboxEventInput {
  return outboxEvent('image.thumbnail', { bucket, key, target: { table: SHOWN_IN[bucket], id } });
}

/** A new story: its archive at expires_at, and a thumbnail when it is an image. */
export async function recordStoryEvents(
  trx: Db,
  story: { id: string; expires_at: Date | string },
  file: Pick<StoredUpload, 'bucket' | 'key' | 'kind'>,
): Promise<void> {
  const events: OutboxEventInput[] = [
    outboxEvent('story.expiry', { storyId: story.id, expiresAt: isoOf(story.expires_at) }),
  ];
  if (file.kind === 'image' && file.bucket === 'business-stories')
    events.push(thumbnailEvent(file.bucket, file.key, story.id));
  await recordEvents(trx, events);
}

/** A new weekend route: its window closes at expires_at. */
export async function recordRouteWindow(trx: Db, route: { id: string; expires_at: Date | string }) {
  await recordEvents(trx, [
    outboxEvent('route.window', { routeId: route.id, expiresAt: isoOf(route.expires_at) }),
  ]);
}

/** A new promotion: the business hears when it expires. */
export async function recordPromotionExpiry(trx: Db, promotion: { id: string; expires_at: Date | string }) {
  await recordEvents(trx, [
    outboxEvent('promotion.expiry', { messageId: promotion.id, expiresAt: isoOf(promotion.expires_at) }),
  ]);
}

/**
 * One thumbnail per image row of the new publication that `postId` is a row of (a row's image is
 * one stored file), read in the inserting transaction.
 */
export async function recordPostThumbnails(
  trx: Db,
  shown: readonly StoredUpload[],
  postId: string,
): Promise<void> {
  if (!shown.some((upload) => upload.kind === 'image')) return;
  const rows = await trx
    .selectFrom('business_posts')
    .select(['id', 'media_url'])
    .where('publication_id', '=', (eb) =>
      eb.selectFrom('business_posts as own').select('own.publication_id').where('own.id', '=', postId),
    )
    .execute();
  const events: OutboxEventInput[] = [];
  for (const row of rows) {
    const file = shown.find((upload) => upload.kind === 'image' && upload.url === row.media_url);
    if (file?.bucket === 'business-posts') events.push(thumbnailEvent(file.bucket, file.key, row.id));
  }
  await recordEvents(trx, events);
}

/** One thumbnail per business photo just inserted (by this transaction) with one of `urls`. */
export async function recordPhotoThumbnails(
  trx: Db,
  storage: Pick<Storage, 'parseObjectUrl'>,
  businessId: string,
  urls: readonly string[],
): Promise<void> {
  if (urls.length === 0) return;
  const photos = await trx
    .selectFrom('business_photos')
    .select(['id', 'url'])
    .where('business_id', '=', businessId)
    .where('url', 'in', [...urls])
    .execute();
  const events: OutboxEventInput[] = [];
  for (const photo of photos) {
    const object = storage.parseObjectUrl(photo.url);
    if (object?.bucket === 'business-photos')
      events.push(thumbnailEvent(object.bucket, object.key, photo.id));
  }
  await recordEvents(trx, events);
}
