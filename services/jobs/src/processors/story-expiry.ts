import { sql } from '@cerca/db';
import { REALTIME_EVENTS, rooms, type StoryExpiryJob } from '@cerca/queues';
import { DelayedError, type Job } from 'bullmq';
import type { ProcessorDeps } from '../deps';

export type StoryExpiryOutcome =
  | { outcome: 'archived'; businessId: string | null }
  | { outcome: 'already_archived' }
  | { outcome: 'missing' }
  | { outcome: 'not_due'; expiresAt: Date };

/**
 * Archives one story whose time is up (DESIGN §10): the row and its media stay for the owner,
 * who can still add it to a highlight collection; public reads already hide it (they filter on
 * expires_at > now()). Deleting old archived stories is the sweep's job (purgeArchivedStories).
 * Safe to run any number of times and at any moment: the database row decides (a story whose
 * expires_at moved later is reported as not due, one archived before keeps its archived_at).
 */
export async function expireStory(deps: ProcessorDeps, storyId: string): Promise<StoryExpiryOutcome> {
  const story = await deps.db
    .selectFrom('business_stories')
    .select(['id', 'business_id', 'expires_at', 'archived_at', sql<Date>`now()`.as('now')])
    .where('id', '=', storyId)
    .executeTakeFirst();
  if (!story) return { outcome: 'missing' };
  const expiresAt = new Date(story.expires_at);
  if (expiresAt.getTime() > new Date(story.now).getTime()) return { outcome: 'not_due', expiresAt };
  if (story.archived_at !== null) return { outcome: 'already_archived' };
  // The conditions are checked again by the update itself, so a concurrent run or extension wins cleanly.
  const archived = await deps.db
    .updateTable('business_stories')
    .set({ archived_at: sql<Date>`now()` })
    .where('id', '=', storyId)
    .where('archived_at', 'is', null)
    .where('expires_at', '<=', sql<Date>`now()`)
    .returning('business_id')
    .executeTakeFirst();
  if (!archived) return expireStory(deps, storyId);
  // A story published under a typed name has no business room to tell.
  if (archived.business_id) {
    deps.emitter.to(rooms.business(archived.business_id)).emit(REALTIME_EVENTS.storyExpired, { storyId });
  }
  return { outcome: 'archived', businessId: archived.business_id };
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
