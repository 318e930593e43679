import type { Db } from '@cerca/db';
import type { ImageThumbnailJob, ThumbnailTarget } from '@cerca/queues';
import { type Job, UnrecoverableError } from 'bullmq';
import sharp from 'sharp';
import type { ProcessorDeps } from '../deps';

export const THUMBNAIL_WIDTH = 480;

/** `b/x.jpg` → `b/x.thumb.webp`. */
export function thumbnailKey(key: string): string {
  const slash = key.lastIndexOf('/');
  const dot = key.lastIndexOf('.');
  return `${dot > slash ? key.slice(0, dot) : key}.thumb.webp`;
}

/** The URL of the image the target row shows now (null: no row, or no image). */
async function shownImageUrl(db: Db, target: ThumbnailTarget): Promise<string | null> {
  if (target.table === 'business_photos') {
    const row = await db
      .selectFrom('business_photos')
      .select('url')
      .where('id', '=', target.id)
      .executeTakeFirst();
    return row?.url ?? null;
  }
  const row = await db
    .selectFrom(target.table)
    .select('media_url')
    .where('id', '=', target.id)
    .executeTakeFirst();
  return row?.media_url ?? null;
}

async function recordThumbnail(db: Db, target: ThumbnailTarget, thumbnailUrl: string): Promise<void> {
  await db
    .updateTable(target.table)
    .set({ thumbnail_url: thumbnailUrl })
    .where('id', '=', target.id)
    .execute();
}

export type ThumbnailOutcome =
  | { outcome: 'missing' | 'skipped' }
  | { outcome: 'created'; thumbnailUrl: string };

/**
 * A 480 px WebP next to the original, recorded in thumbnail_url of the story, post or business
 * photo when the row still shows that original (a missing row is recorded nowhere; a missing
 * object is a no-op). Idempotent: the same key is overwritten with the same result. An image
 * that cannot be decoded throws UnrecoverableError.
 */
export async function makeThumbnail(deps: ProcessorDeps, job: ImageThumbnailJob): Promise<ThumbnailOutcome> {
  const { bucket, key, target } = job;
  const object = await deps.storage.driver.get(bucket, key);
  if (!object) return { outcome: 'missing' };
  if (!object.metadata.contentType.startsWith('image/')) return { outcome: 'skipped' };
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  let thumbnail: Buffer;
  try {
    thumbnail = await sharp(Buffer.concat(chunks))
      .rotate()
      .resize({ width: THUMBNAIL_WIDTH, height: THUMBNAIL_WIDTH, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
  } catch (error) {
    throw new UnrecoverableError(`cannot decode image: ${(error as Error).message}`);
  }
  const thumbKey = thumbnailKey(key);
  await deps.storage.putObject(bucket, thumbKey, thumbnail, 'image/webp');
  const thumbnailUrl = deps.storage.publicUrl(bucket, thumbKey);
  const shownUrl = await shownImageUrl(deps.db, target);
  const shown = shownUrl ? deps.storage.parseObjectUrl(shownUrl) : null;
  if (shown && shown.bucket === bucket && shown.key === key) {
    await recordThumbnail(deps.db, target, thumbnailUrl);
  }
  return { outcome: 'created', thumbnailUrl };
}

/** image-thumbnails/thumbnail: makeThumbnail for the uploaded image the job names. */
export function createImageThumbnailProcessor(deps: ProcessorDeps) {
  return (job: Job<ImageThumbnailJob>) => makeThumbnail(deps, job.data);
}
