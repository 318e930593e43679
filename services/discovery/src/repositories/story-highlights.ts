import type { Highlight } from '@cerca/contracts/business-page';
import type { Story } from '@cerca/contracts/feed';
import { type Database, type Db, mainPhotoUrl, type Transaction } from '@cerca/db';
import { businessRefOf } from './business-ref';

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
    .leftJoin('businesses as b', 'b.id', 's.business_id')
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
      's.business_name as typed_business_name',
      mainPhotoUrl('b.id', 'card').as('logo_url'),
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
      ...businessRefOf(row),
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

/** One collection of the business as the list shows it, or undefined. */
export async function findHighlight(db: Db, businessId: string, highlightId: string) {
  return (await listHighlights(db, businessId)).find((highlight) => highlight.id === highlightId);
}

/** The collection's row locked for the rest of the transaction, or undefined when not this business's. */
export function lockHighlight(trx: Transaction<Database>, businessId: string, highlightId: string) {
  return trx
    .selectFrom('story_highlights')
    .select(['id', 'cover_url'])
    .where('id', '=', highlightId)
    .where('business_id', '=', businessId)
    .forUpdate()
    .executeTakeFirst();
}

/** Whether every id is a story of this business (live, expired or archived). */
export async function storiesBelongTo(
  db: Db | Transaction<Database>,
  businessId: string,
  storyIds: readonly string[],
): Promise<boolean> {
  const unique = [...new Set(storyIds.map((id) => id.toLowerCase()))];
  if (unique.length === 0) return true;
  const row = await db
    .selectFrom('business_stories')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('business_id', '=', businessId)
    .where('id', 'in', unique)
    .executeTakeFirstOrThrow();
  return Number(row.n) === unique.length;
}

export async function insertHighlight(
  trx: Transaction<Database>,
  values: { businessId: string; name: string; coverUrl: string | null },
): Promise<string> {
  const row = await trx
    .insertInto('story_highlights')
    .values({ business_id: values.businessId, name: values.name, cover_url: values.coverUrl })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateHighlight(
  trx: Transaction<Database>,
  highlightId: string,
  changes: { name?: string; cover_url?: string | null },
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await trx.updateTable('story_highlights').set(changes).where('id', '=', highlightId).execute();
}

/** Replaces every item of the collection with these stories, in the given order. */
export async function replaceHighlightItems(
  trx: Transaction<Database>,
  highlightId: string,
  storyIds: readonly string[],
): Promise<void> {
  await trx.deleteFrom('story_highlight_items').where('highlight_id', '=', highlightId).execute();
  const unique = [...new Set(storyIds.map((id) => id.toLowerCase()))];
  if (unique.length === 0) return;
  await trx
    .insertInto('story_highlight_items')
    .values(unique.map((storyId) => ({ highlight_id: highlightId, story_id: storyId })))
    .execute();
}

/** Deletes the collection (its items cascade) and answers its cover URL; undefined when not there. */
export function deleteHighlight(db: Db, businessId: string, highlightId: string) {
  return db
    .deleteFrom('story_highlights')
    .where('id', '=', highlightId)
    .where('business_id', '=', businessId)
    .returning(['id', 'cover_url'])
    .executeTakeFirst();
}
