import type { Story } from '@cerca/contracts/feed';
import { STORY_LIFETIME_HOURS } from '@cerca/contracts/publishing';
import { type Db, mainPhotoUrl, sql } from '@cerca/db';
import { afterTimeCursor, type TimeCursor, timeCursorAt } from '../keyset-cursor';
import { businessRefOf, type ContentOwner, ownerColumns } from './business-ref';

/**
 * The city's approved, unexpired stories, newest first. The expiry is checked here, on every
 * read, so a stopped cleanup worker never shows an expired story. The inner query ranges over
 * business_stories_city_expires_idx and applies the limit before anything is joined.
 */
export async function listCityStories(db: Db, cityId: string, limit: number): Promise<Story[]> {
  const page = allStories(db)
    .where('city_id', '=', cityId)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('approved', '=', true)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
  return storyCards(db, page);
}

/**
 * The business's approved stories, live and archived, newest first (created_at, id): what its
 * owner picks highlight stories from (DESIGN §10). Archived ones (past expires_at) are hidden from
 * everyone else. Range of business_stories_business_created_idx; pageSize + 1 rows tell whether
 * more follow.
 */
export async function listManagedStories(
  db: Db,
  businessId: string,
  cursor: TimeCursor | undefined,
  pageSize: number,
): Promise<{ stories: Story[]; next: TimeCursor | null }> {
  const page = allStories(db)
    .where('business_id', '=', businessId)
    .where('approved', '=', true)
    .$if(cursor !== undefined, (qb) => qb.where(afterTimeCursor(cursor!, 'desc', 'created_at', 'id')))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize + 1);
  const cards = await storyCards(db, page);
  if (cards.length <= pageSize) return { stories: cards, next: null };
  const stories = cards.slice(0, pageSize);
  const last = stories.at(-1)!;
  // The position at Postgres' microsecond precision (the card's ISO text keeps milliseconds only).
  const { at } = await db
    .selectFrom('business_stories')
    .select(timeCursorAt('created_at').as('at'))
    .where('id', '=', last.id)
    .executeTakeFirstOrThrow();
  return { stories, next: { at, id: last.id } };
}

/** The story columns storyCards reads, named (no `select *`: see the README's "A query"). */
function allStories(db: Db) {
  return db
    .selectFrom('business_stories')
    .select([
      'id',
      'type',
      'title',
      'content',
      'media_url',
      'media_type',
      'thumbnail_url',
      'expires_at',
      'created_at',
      'user_id',
      'business_id',
      'business_name',
    ]);
}

/** The story rows `page` selects, with author, business and logo, newest first. */
async function storyCards(db: Db, page: ReturnType<typeof allStories>): Promise<Story[]> {
  const rows = await db
    .selectFrom(page.as('s'))
    .innerJoin('profiles as a', 'a.id', 's.user_id')
    .leftJoin('businesses as b', 'b.id', 's.business_id')
    .select([
      's.id',
      's.type',
      's.title',
      's.content',
      's.media_url',
      's.media_type',
      's.thumbnail_url',
      's.expires_at',
      's.created_at',
      'a.id as author_id',
      'a.username as author_username',
      'a.full_name as author_full_name',
      'a.avatar_url as author_avatar_url',
      'b.id as business_id',
      'b.name as business_name',
      'b.category as business_category',
      'b.subcategory as business_subcategory',
      's.business_name as typed_business_name',
      mainPhotoUrl('b.id', 'card').as('logo_url'),
    ])
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
  return rows.map((row) => ({
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
  }));
}

/** One story as the strip shows it (right after publishing it). */
export async function findStory(db: Db, id: string): Promise<Story | undefined> {
  const [story] = await storyCards(db, allStories(db).where('id', '=', id));
  return story;
}

export interface NewStory {
  owner: ContentOwner;
  userId: string;
  mediaUrl: string;
  mediaType: 'image' | 'video';
}

/** A story as Crear makes it: type instant, approved, expiring STORY_LIFETIME_HOURS from now. */
export async function insertStory(db: Db, story: NewStory) {
  return db
    .insertInto('business_stories')
    .values({
      ...ownerColumns(story.owner),
      user_id: story.userId,
      type: 'instant',
      media_url: story.mediaUrl,
      media_type: story.mediaType,
      approved: true,
      expires_at: sql<Date>`now() + make_interval(hours => ${STORY_LIFETIME_HOURS})`,
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();
}
