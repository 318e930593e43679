import { sql } from '@cerca/db';
import { REALTIME_EVENTS, rooms } from '@cerca/queues';
import type { ProcessorDeps } from '../deps';
import { removeUnreferencedMedia } from './media';

const BATCH = 200;

/** DESIGN §10: archived stories in no collection are deleted this long after their expires_at. */
export const ARCHIVE_RETENTION_DAYS = 30;

const purgeBefore = sql<Date>`now() - make_interval(days => ${ARCHIVE_RETENTION_DAYS})`;

/**
 * Archives, BATCH rows at a time, the expired stories whose own job was lost (Redis flushed,
 * producer down). Index business_stories_unarchived_expires_idx.
 */
export async function archiveLostStories(deps: ProcessorDeps): Promise<number> {
  let archived = 0;
  for (;;) {
    const rows = await deps.db
      .updateTable('business_stories')
      .set({ archived_at: sql<Date>`now()` })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('business_stories')
          .select('id')
          .where('archived_at', 'is', null)
          .where('expires_at', '<=', sql<Date>`now()`)
          .orderBy('expires_at')
          .limit(BATCH),
      )
      .where('archived_at', 'is', null)
      .returning(['id', 'business_id'])
      .execute();
    for (const row of rows) {
      if (!row.business_id) continue; // a story under a typed name has no business room
      deps.emitter
        .to(rooms.business(row.business_id))
        .emit(REALTIME_EVENTS.storyExpired, { storyId: row.id });
    }
    archived += rows.length;
    if (rows.length < BATCH) return archived;
  }
}

export type StoryPurgeOutcome =
  | { outcome: 'purged'; removedObjects: string[] }
  | { outcome: 'kept'; reason: 'not_due' | 'highlighted' }
  | { outcome: 'missing' };

/**
 * Deletes one archived story whose expires_at is more than ARCHIVE_RETENTION_DAYS old, with its
 * media, unless it is highlighted or kept in a highlight collection. Safe to run any number of
 * times: the locked row decides, and removing an object that is already gone succeeds.
 */
export async function purgeArchivedStory(deps: ProcessorDeps, storyId: string): Promise<StoryPurgeOutcome> {
  return deps.db.transaction().execute(async (trx): Promise<StoryPurgeOutcome> => {
    // The row lock makes a concurrent highlight insert (its foreign key check) wait for us.
    const story = await trx
      .selectFrom('business_stories')
      .select([
        'media_url',
        'thumbnail_url',
        'highlighted',
        sql<boolean>`archived_at is not null and expires_at < ${purgeBefore}`.as('due'),
      ])
      .where('id', '=', storyId)
      .forUpdate()
      .executeTakeFirst();
    if (!story) return { outcome: 'missing' };
    if (!story.due) return { outcome: 'kept', reason: 'not_due' };
    // Read after the lock (a statement of its own), so an item committed while we waited is seen.
    const collected = await trx
      .selectFrom('story_highlight_items')
      .select('story_id')
      .where('story_id', '=', storyId)
      .limit(1)
      .executeTakeFirst();
    if (story.highlighted || collected) return { outcome: 'kept', reason: 'highlighted' };
    await trx.deleteFrom('business_stories').where('id', '=', storyId).execute();
    // Objects go inside the transaction: if removing them fails, the row stays and the next sweep retries.
    const removedObjects = await removeUnreferencedMedia(
      { db: trx, storage: deps.storage },
      [story.media_url, story.thumbnail_url],
      storyId,
    );
    return { outcome: 'purged', removedObjects };
  });
}

/**
 * Deletes, BATCH candidates at a time in (expires_at, id) order, the archived stories past
 * retention that are in no collection (index business_stories_archived_expires_idx). The keyset
 * moves past every candidate, so a story that cannot be deleted is never read twice in one run.
 */
export async function purgeArchivedStories(deps: ProcessorDeps): Promise<number> {
  let purged = 0;
  // expires_at as text keeps Postgres' microseconds (a Date would round the position).
  type Position = { expiresAt: string; id: string };
  let after: Position | null = null;
  for (;;) {
    const position: Position | null = after;
    const due: { id: string; at: string }[] = await deps.db
      .selectFrom('business_stories as s')
      .select(['s.id', sql<string>`s.expires_at::text`.as('at')])
      .where('s.archived_at', 'is not', null)
      .where('s.expires_at', '<', purgeBefore)
      .where('s.highlighted', '=', false)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('story_highlight_items as i').select('i.story_id').whereRef('i.story_id', '=', 's.id'),
          ),
        ),
      )
      .$if(position !== null, (qb) =>
        qb.where(
          sql<boolean>`(s.expires_at, s.id) > (${position!.expiresAt}::timestamptz, ${position!.id}::uuid)`,
        ),
      )
      .orderBy('s.expires_at')
      .orderBy('s.id')
      .limit(BATCH)
      .execute();
    for (const { id } of due) {
      if ((await purgeArchivedStory(deps, id)).outcome === 'purged') purged += 1;
    }
    const last: { id: string; at: string } | undefined = due.at(-1);
    if (!last || due.length < BATCH) return purged;
    after = { expiresAt: last.at, id: last.id };
  }
}

/**
 * story-expiry/sweep (every 10 minutes): archives expired stories whose own job was lost, then
 * deletes archived stories past retention that are in no collection.
 */
export function createStorySweepProcessor(deps: ProcessorDeps) {
  return async () => {
    const archived = await archiveLostStories(deps);
    const purged = await purgeArchivedStories(deps);
    return { archived, purged };
  };
}
