import type { ProcessorDeps } from '../deps';
import { expireStory } from './story-expiry';

const BATCH = 200;

/**
 * story-expiry/sweep (every 10 minutes): deletes expired stories whose own job was lost
 * (Redis flushed, producer down) or that were un-highlighted after their expiry.
 */
export function createStorySweepProcessor(deps: ProcessorDeps) {
  return async () => {
    let deleted = 0;
    for (;;) {
      const due = await deps.db
        .selectFrom('business_stories as s')
        .select('s.id')
        .where('s.expires_at', '<=', new Date())
        .where('s.highlighted', '=', false)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('story_highlight_items as i')
                .select('i.story_id')
                .whereRef('i.story_id', '=', 's.id'),
            ),
          ),
        )
        .orderBy('s.expires_at')
        .limit(BATCH)
        .execute();
      for (const { id } of due) {
        if ((await expireStory(deps, id)).outcome === 'deleted') deleted += 1;
      }
      if (due.length < BATCH) return { deleted };
    }
  };
}
