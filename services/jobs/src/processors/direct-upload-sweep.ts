import { sql } from '@cerca/db';
import type { ProcessorDeps } from '../deps';

/** Tickets handled per sweep: a sweep stays short, later sweeps take the rest. */
const BATCH = 100;

/**
 * image-thumbnails/sweep (with the thumbnail backfill): removes the videos of direct uploads
 * nobody published before their deadline (direct_uploads.expires_at: a tab closed half way, a
 * publication abandoned). The row goes first, in the same statement that picks it, so a
 * publishing route that claims it at the same moment either wins (the row is gone here) or finds
 * nothing; an object whose removal fails is logged and stays.
 */
export function createDirectUploadSweepProcessor(deps: Pick<ProcessorDeps, 'db' | 'storage' | 'logger'>) {
  return async () => {
    const expired = await sql<{ bucket: 'business-stories' | 'business-posts'; key: string }>`
      delete from direct_uploads
      where id in (
        select id from direct_uploads where expires_at < now()
        order by expires_at limit ${BATCH} for update skip locked
      )
      returning bucket, key`.execute(deps.db);
    let abandoned = 0;
    for (const { bucket, key } of expired.rows) {
      try {
        await deps.storage.removeObject(bucket, key);
        abandoned += 1;
      } catch (error) {
        deps.logger.warn({ err: error, bucket, key }, 'abandoned direct upload left behind');
      }
    }
    return { abandoned };
  };
}
