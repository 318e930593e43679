import type { ImageThumbnailJob } from '@cerca/queues';
import { parseObjectUrl } from '@cerca/storage';
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

/**
 * image-thumbnails/thumbnail: a 480 px WebP next to the original, recorded on the row when the
 * row still shows that original. Idempotent: the same key is overwritten with the same result.
 */
export function createImageThumbnailProcessor(deps: ProcessorDeps) {
  return async (job: Job<ImageThumbnailJob>) => {
    const { bucket, key, target } = job.data;
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
    if (target.table === 'business_stories') {
      const row = await deps.db
        .selectFrom('business_stories')
        .select(['media_url'])
        .where('id', '=', target.id)
        .executeTakeFirst();
      const shown = row?.media_url ? parseObjectUrl(row.media_url) : null;
      if (shown && shown.bucket === bucket && shown.key === key) {
        await deps.db
          .updateTable('business_stories')
          .set({ thumbnail_url: thumbnailUrl })
          .where('id', '=', target.id)
          .execute();
      }
    }
    return { outcome: 'created', thumbnailUrl };
  };
}
