import { sql } from '@cerca/db';
import type { ImageThumbnailJob, ThumbnailTarget } from '@cerca/queues';
import { PUBLIC_OBJECT_PATH } from '@cerca/storage';
import type { ProcessorDeps } from '../deps';
import { makeThumbnail } from './image-thumbnails';

/** Rows handled per table and sweep: a sweep stays short, later sweeps take the rest. */
const BATCH = 50;
/** Younger rows still wait for their own upload job. */
const GRACE = sql<Date>`now() - interval '2 minutes'`;

const BUCKETS: Record<ThumbnailTarget['table'], ImageThumbnailJob['bucket']> = {
  business_stories: 'business-stories',
  business_posts: 'business-posts',
  business_photos: 'business-photos',
};

interface Candidate {
  target: ThumbnailTarget;
  url: string;
}

/** Images of our own storage without a thumbnail: rows from before thumbnails, or lost jobs. */
async function candidates(deps: ProcessorDeps): Promise<Candidate[]> {
  // Our own public URLs, and those under STORAGE_PUBLIC_URL (a CDN) when one is set.
  const stored = [
    `${PUBLIC_OBJECT_PATH}/%`,
    ...(deps.storage.publicBase ? [`${deps.storage.publicBase}/%`] : []),
  ];
  const [photos, posts, stories] = await Promise.all([
    deps.db
      .selectFrom('business_photos')
      .select(['id', 'url'])
      .where('thumbnail_url', 'is', null)
      .where('created_at', '<', GRACE)
      .where((eb) => eb.or(stored.map((pattern) => eb('url', 'like', pattern))))
      .limit(BATCH)
      .execute(),
    ...(['business_posts', 'business_stories'] as const).map((table) =>
      deps.db
        .selectFrom(table)
        .select(['id', 'media_url as url'])
        .where('thumbnail_url', 'is', null)
        .where('media_type', '=', 'image')
        .where('created_at', '<', GRACE)
        .where((eb) => eb.or(stored.map((pattern) => eb('media_url', 'like', pattern))))
        .limit(BATCH)
        .execute(),
    ),
  ]);
  const rows = (table: ThumbnailTarget['table'], list: { id: string; url: string | null }[]) =>
    list.flatMap((row) => (row.url ? [{ target: { table, id: row.id }, url: row.url }] : []));
  return [
    ...rows('business_photos', photos),
    ...rows('business_posts', posts ?? []),
    ...rows('business_stories', stories ?? []),
  ];
}

/**
 * Marks a row whose image cannot have a thumbnail (object gone, not an image, undecodable) with
 * its own image as thumbnail: pages show the same picture they would without one, and the
 * sweep stops picking the row. Only while the row still shows that image.
 */
async function markWithoutThumbnail(deps: ProcessorDeps, { target, url }: Candidate): Promise<void> {
  if (target.table === 'business_photos') {
    await deps.db
      .updateTable('business_photos')
      .set({ thumbnail_url: url })
      .where('id', '=', target.id)
      .where('url', '=', url)
      .execute();
    return;
  }
  await deps.db
    .updateTable(target.table)
    .set({ thumbnail_url: url })
    .where('id', '=', target.id)
    .where('media_url', '=', url)
    .execute();
}

/**
 * image-thumbnails/sweep: makes the missing thumbnails of stored images, BATCH per table and
 * sweep, one at a time (the queue's concurrency is 1 so uploads are never starved for long).
 */
export function createThumbnailSweepProcessor(deps: ProcessorDeps) {
  return async () => {
    let made = 0;
    let without = 0;
    for (const candidate of await candidates(deps)) {
      const object = deps.storage.parseObjectUrl(candidate.url);
      const bucket = BUCKETS[candidate.target.table];
      let created = false;
      if (object && object.bucket === bucket) {
        try {
          const result = await makeThumbnail(deps, { bucket, key: object.key, target: candidate.target });
          created = result.outcome === 'created';
        } catch (error) {
          deps.logger.warn({ err: error, target: candidate.target }, 'thumbnail backfill failed');
        }
      }
      if (created) made += 1;
      else {
        await markWithoutThumbnail(deps, candidate);
        without += 1;
      }
    }
    return { made, without };
  };
}
