import type { Highlight, Story } from '@cerca/contracts';
import { type Db, sql } from '@cerca/db';

/**
 * The story collections of a business, oldest first, each with its stories oldest first. A
 * story kept in a collection stays there after expires_at (that is what collections are for);
 * stories withdrawn by moderation (approved = false) are left out.
 */
export async function listHighlights(db: Db, businessId: string): Promise<Highlight[]> {
  const highlights = await db
    .selectFrom('story_highlights')
    .select(['id', 'name', 'cover_url', 'created_at'])
    .where('business_id', '=', businessId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  if (highlights.length === 0) return [];

  const rows = await db
    .selectFrom('story_highlight_items as i')
    .innerJoin('business_stories as s', 's.id', 'i.story_id')
    .innerJoin('profiles as u', 'u.id', 's.user_id')
    .innerJoin('businesses as b', 'b.id', 's.business_id')
    .select([
      'i.highlight_id',
      's.id',
      's.type',
      's.title',
      's.content',
      's.media_url',
      's.media_type',
      's.thumbnail_url',
      's.expires_at',
      's.created_at',
      'u.id as author_id',
      'u.username as author_username',
      'u.full_name as author_full_name',
      'u.avatar_url as author_avatar_url',
      'b.id as business_id',
      'b.name as business_name',
      'b.category as business_category',
      'b.subcategory as business_subcategory',
      sql<string | null>`(select p.url from business_photos p
        where p.business_id = b.id and p.type = 'main' order by p.created_at, p.id limit 1)`.as('logo_url'),
    ])
    .where(
      'i.highlight_id',
      'in',
      highlights.map((highlight) => highlight.id),
    )
    .where('s.approved', '=', true)
    .orderBy('s.created_at')
    .orderBy('s.id')
    .execute();

  const stories = new Map<string, Story[]>();
  for (const row of rows) {
    const list = stories.get(row.highlight_id) ?? [];
    list.push({
      id: row.id,
      type: row.type,
      title: row.title,
      content: row.content,
      media_url: row.media_url,
      media_type: row.media_type,
      thumbnail_url: row.thumbnail_url,
      expires_at: row.expires_at.toISOString(),
      created_at: row.created_at.toISOString(),
      author: {
        id: row.author_id,
        username: row.author_username,
        full_name: row.author_full_name,
        avatar_url: row.author_avatar_url,
      },
      business: {
        id: row.business_id,
        name: row.business_name,
        category: row.business_category,
        subcategory: row.business_subcategory,
        logo_url: row.logo_url,
      },
    });
    stories.set(row.highlight_id, list);
  }
  return highlights.map((highlight) => ({
    ...highlight,
    created_at: highlight.created_at.toISOString(),
    stories: stories.get(highlight.id) ?? [],
  }));
}

/** How many story collections the business keeps (the plan's highlight limit). */
export async function countHighlights(db: Db, businessId: string): Promise<number> {
  const row = await db
    .selectFrom('story_highlights')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('business_id', '=', businessId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
