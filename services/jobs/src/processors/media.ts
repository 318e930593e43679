import { sql } from '@cerca/db';
import type { ProcessorDeps } from '../deps';

/**
 * Deletes the stored objects behind URLs of a row that is being deleted, unless another row
 * still shows the same URL (a highlight cover or post reusing a story's file). URLs pointing
 * elsewhere (seeds, external images) are left alone. Missing objects are fine (retries).
 */
export async function removeUnreferencedMedia(
  deps: Pick<ProcessorDeps, 'db' | 'storage'>,
  urls: (string | null)[],
  exceptStoryId: string,
): Promise<string[]> {
  const removed: string[] = [];
  for (const url of new Set(urls.filter((value): value is string => Boolean(value)))) {
    const object = deps.storage.parseObjectUrl(url);
    if (!object) continue;
    const stillUsed = await sql<{ used: number }>`
      select 1 as used from business_stories
        where id <> ${exceptStoryId} and (media_url = ${url} or thumbnail_url = ${url})
      union all select 1 from story_highlights where cover_url = ${url}
      union all select 1 from business_posts where media_url = ${url}
      limit 1`.execute(deps.db);
    if (stillUsed.rows.length > 0) continue;
    await deps.storage.removeObject(object.bucket, object.key);
    removed.push(`${object.bucket}/${object.key}`);
  }
  return removed;
}
