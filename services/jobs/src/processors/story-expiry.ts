import { sql } from '@cerca/db';
import { REALTIME_EVENTS, rooms, type StoryExpiryJob } from '@cerca/queues';
import { DelayedError, type Job } from 'bullmq';
import type { ProcessorDeps } from '../deps';
import { removeUnreferencedMedia } from './media';

export type StoryExpiryOutcome =
  | { outcome: 'deleted'; removedObjects: string[]; businessId: string }
  | { outcome: 'kept'; reason: 'highlighted' }
  | { outcome: 'missing' }
  | { outcome: 'not_due'; expiresAt: Date };

/**
 * Deletes one story whose time is up, with its media, unless it is highlighted or kept in a
 * highlight collection. Safe to run any number of times and at any moment: the database row
 * decides (a story whose expires_at moved later is reported as not due).
 */
export async function expireStory(deps: ProcessorDeps, storyId: string): Promise<StoryExpiryOutcome> {
  const result = await deps.db.transaction().execute(async (trx): Promise<StoryExpiryOutcome> => {
    // The row lock makes a concurrent highlight insert (its foreign key check) wait for us.
    const story = await trx
      .selectFrom('business_stories as s')
      .select((eb) => [
        's.id',
        's.business_id',
        's.media_url',
        's.thumbnail_url',
        's.highlighted',
        's.expires_at',
        sql<Date>`now()`.as('now'),
        eb
          .exists(
            eb
              .selectFrom('story_highlight_items as i')
              .select('i.story_id')
              .whereRef('i.story_id', '=', 's.id'),
          )
          .as('in_highlight'),
      ])
      .where('s.id', '=', storyId)
      .forUpdate('s')
      .executeTakeFirst();
    if (!story) return { outcome: 'missing' };
    const expiresAt = new Date(story.expires_at);
    if (expiresAt.getTime() > new Date(story.now).getTime()) return { outcome: 'not_due', expiresAt };
    if (story.highlighted || story.in_highlight) return { outcome: 'kept', reason: 'highlighted' };
    await trx.deleteFrom('business_stories').where('id', '=', storyId).execute();
    // Objects go inside the transaction: if removing them fails, the row stays and the job retries.
    const removedObjects = await removeUnreferencedMedia(
      { db: trx, storage: deps.storage },
      [story.media_url, story.thumbnail_url],
      storyId,
    );
    return { outcome: 'deleted', removedObjects, businessId: story.business_id };
  });
  if (result.outcome === 'deleted') {
    deps.emitter.to(rooms.business(result.businessId)).emit(REALTIME_EVENTS.storyExpired, { storyId });
  }
  return result;
}

/** story-expiry/expire: runs at the story's expires_at; re-delays itself when it moved later. */
export function createStoryExpiryProcessor(deps: ProcessorDeps) {
  return async (job: Job<StoryExpiryJob>, token?: string) => {
    const result = await expireStory(deps, job.data.storyId);
    if (result.outcome === 'not_due') {
      await job.updateData({ ...job.data, expiresAt: result.expiresAt.toISOString() });
      await job.moveToDelayed(result.expiresAt.getTime(), token);
      throw new DelayedError();
    }
    return result;
  };
}
