import { randomUUID } from 'node:crypto';
import type { Post, ReactionType } from '@cerca/contracts/feed';
import { type Db, mainPhotoUrl, sql } from '@cerca/db';
import { afterTimeCursor, type TimeCursor, timeCursorAt } from '../keyset-cursor';
import { businessRefOf, type ContentOwner, ownerColumns } from './business-ref';

/** A post as every viewer sees it: everything but the caller's own reaction. */
export type PublicPost = Omit<Post, 'my_reaction'>;

/** A page of posts and the keyset position after its last row. */
export interface PostRows {
  posts: PublicPost[];
  /** Position of the last returned row when more rows follow; null on the last page. */
  next: TimeCursor | null;
}

function allPosts(db: Db) {
  return db
    .selectFrom('business_posts')
    .select([
      'id',
      'publication_id',
      'caption',
      'media_url',
      'media_type',
      'thumbnail_url',
      'created_at',
      'like_count',
      'love_count',
      'visited_count',
      'want_to_go_count',
      'comments_count',
      'user_id',
      'business_id',
      'business_name',
    ]);
}
/** A query of business_posts rows (the columns postCards reads, named); postCards decorates them. */
type PostPage = ReturnType<typeof allPosts>;

/**
 * The card fields of the rows `page` selects, in the given order. `page` does the index scan and
 * the LIMIT on business_posts alone; authors, businesses and logos are joined to those rows
 * only, so a page costs one index range plus a few primary-key lookups per row and nothing
 * scales with the size of the city.
 */
function postCardsQuery(db: Db, page: PostPage, direction: 'asc' | 'desc') {
  return db
    .selectFrom(page.as('p'))
    .innerJoin('profiles as a', 'a.id', 'p.user_id')
    .leftJoin('businesses as b', 'b.id', 'p.business_id')
    .select([
      'p.id',
      'p.publication_id',
      'p.caption',
      'p.media_url',
      'p.media_type',
      'p.thumbnail_url',
      'p.created_at',
      timeCursorAt('p.created_at').as('cursor_at'),
      'p.like_count',
      'p.love_count',
      'p.visited_count',
      'p.want_to_go_count',
      'p.comments_count',
      'a.id as author_id',
      'a.username as author_username',
      'a.full_name as author_full_name',
      'a.avatar_url as author_avatar_url',
      'b.id as business_id',
      'b.name as business_name',
      'b.category as business_category',
      'b.subcategory as business_subcategory',
      'p.business_name as typed_business_name',
      mainPhotoUrl('b.id', 'card').as('logo_url'),
    ])
    .orderBy('p.created_at', direction)
    .orderBy('p.id', direction);
}

async function postCards(query: ReturnType<typeof postCardsQuery>) {
  const rows = await query.execute();
  return rows.map((row) => ({
    cursor: { at: row.cursor_at, id: row.id },
    post: {
      id: row.id,
      publication_id: row.publication_id,
      caption: row.caption,
      media_url: row.media_url,
      media_type: row.media_type,
      thumbnail_url: row.thumbnail_url,
      created_at: row.created_at.toISOString(),
      author: {
        id: row.author_id,
        username: row.author_username,
        full_name: row.author_full_name,
        avatar_url: row.author_avatar_url,
      },
      ...businessRefOf(row),
      reactions: {
        like: row.like_count,
        love: row.love_count,
        visited: row.visited_count,
        want_to_go: row.want_to_go_count,
      },
      comments_count: row.comments_count,
    } satisfies PublicPost,
  }));
}

/** Newest first, keyset: rows strictly after `cursor` in (created_at desc, id desc) order. */
function newestFirst(page: PostPage, cursor: TimeCursor | undefined, pageSize: number): PostPage {
  return page
    .where('approved', '=', true)
    .$if(cursor !== undefined, (qb) => qb.where(afterTimeCursor(cursor!, 'desc', 'created_at', 'id')))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize + 1);
}

async function pageOf(query: ReturnType<typeof postCardsQuery>, pageSize: number): Promise<PostRows> {
  const cards = await postCards(query);
  const more = cards.length > pageSize;
  const shown = more ? cards.slice(0, pageSize) : cards;
  return { posts: shown.map((card) => card.post), next: more ? shown.at(-1)!.cursor : null };
}

/** The feed page query (exported for the EXPLAIN test): index business_posts_city_feed_idx. */
export function cityFeedQuery(db: Db, cityId: string, cursor: TimeCursor | undefined, pageSize: number) {
  return postCardsQuery(
    db,
    newestFirst(allPosts(db).where('city_id', '=', cityId), cursor, pageSize),
    'desc',
  );
}

/** A business's posts page query: index business_posts_business_created_idx. */
export function businessPostsQuery(
  db: Db,
  businessId: string,
  cursor: TimeCursor | undefined,
  pageSize: number,
) {
  const page = allPosts(db).where('business_id', '=', businessId);
  return postCardsQuery(db, newestFirst(page, cursor, pageSize), 'desc');
}

/** The city's approved posts, newest first; pageSize + 1 rows are read to know whether more follow. */
export function listCityPosts(db: Db, cityId: string, cursor: TimeCursor | undefined, pageSize: number) {
  return pageOf(cityFeedQuery(db, cityId, cursor, pageSize), pageSize);
}

/** One business's approved posts, newest first. */
export function listBusinessPosts(
  db: Db,
  businessId: string,
  cursor: TimeCursor | undefined,
  pageSize: number,
) {
  return pageOf(businessPostsQuery(db, businessId, cursor, pageSize), pageSize);
}

/** A person's posts page query (the public profile): index business_posts_user_feed_idx. */
export function personPostsQuery(db: Db, userId: string, cursor: TimeCursor | undefined, pageSize: number) {
  const page = allPosts(db).where('user_id', '=', userId);
  return postCardsQuery(db, newestFirst(page, cursor, pageSize), 'desc');
}

/** One person's approved posts (under any business or typed name), newest first. */
export function listPersonPosts(db: Db, userId: string, cursor: TimeCursor | undefined, pageSize: number) {
  return pageOf(personPostsQuery(db, userId, cursor, pageSize), pageSize);
}

/** Upper bound on the rows of one publication (publishing allows 10 images). */
const PUBLICATION_MAX_ROWS = 50;

/**
 * The approved rows of the publication `postId` belongs to, in carousel order (created_at, id);
 * empty when the post is missing or not approved.
 */
export async function listPublicationOf(db: Db, postId: string): Promise<PublicPost[]> {
  const page = allPosts(db)
    .where('publication_id', '=', (eb) =>
      eb
        .selectFrom('business_posts as own')
        .select('own.publication_id')
        .where('own.id', '=', postId)
        .where('own.approved', '=', true),
    )
    .where('approved', '=', true)
    .orderBy('created_at')
    .orderBy('id')
    .limit(PUBLICATION_MAX_ROWS);
  return (await postCards(postCardsQuery(db, page, 'asc'))).map((card) => card.post);
}

/** Whether the post exists and is shown (approved). */
export async function postIsVisible(db: Db, postId: string): Promise<boolean> {
  const row = await db
    .selectFrom('business_posts')
    .select('id')
    .where('id', '=', postId)
    .where('approved', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

/** The caller's reaction to each of `postIds` that has one (primary key lookups). */
export async function findMyReactions(
  db: Db,
  userId: string,
  postIds: readonly string[],
): Promise<Map<string, ReactionType>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('post_reactions')
    .select(['post_id', 'reaction_type'])
    .where('user_id', '=', userId)
    .where('post_id', 'in', postIds)
    .execute();
  return new Map(rows.map((row) => [row.post_id, row.reaction_type]));
}

/** The posts with the caller's reaction added (null for visitors), one query for all of them. */
export async function withMyReactions(db: Db, userId: string | null, posts: PublicPost[]): Promise<Post[]> {
  const mine = userId
    ? await findMyReactions(
        db,
        userId,
        posts.map((post) => post.id),
      )
    : new Map<string, ReactionType>();
  return posts.map((post) => ({ ...post, my_reaction: mine.get(post.id) ?? null }));
}

/** Publications of the business (rows of one publication count once): the plan's post limit. */
export async function countPublications(db: Db, businessId: string): Promise<number> {
  const row = await db
    .selectFrom('business_posts')
    .select((eb) => eb.fn.count<number>('publication_id').distinct().as('n'))
    .where('business_id', '=', businessId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface NewPublication {
  owner: ContentOwner;
  userId: string;
  caption: string;
  /** One row per entry, in upload order; an empty list makes one text-only row. */
  media: Array<{ url: string; type: 'image' | 'video' }>;
}

/**
 * Inserts a publication in ONE statement: one row per media (or one text-only row), sharing
 * caption and publication_id, approved. now() is one instant per transaction; each row is a
 * microsecond later than the previous one, so (created_at, id) — the carousel order of
 * listPublicationOf, and reversed the feed's — is the upload order. Returns a row's id (any row
 * names the publication for listPublicationOf).
 */
export async function insertPublication(db: Db, publication: NewPublication): Promise<string> {
  const publicationId = randomUUID();
  const media = publication.media.length > 0 ? publication.media : [null];
  const rows = await db
    .insertInto('business_posts')
    .values(
      media.map((item, i) => ({
        ...ownerColumns(publication.owner),
        user_id: publication.userId,
        caption: publication.caption,
        media_url: item?.url ?? null,
        media_type: item?.type ?? null,
        approved: true,
        publication_id: publicationId,
        created_at: sql<Date>`now() + ${i} * interval '1 microsecond'`,
      })),
    )
    .returning('id')
    .execute();
  return rows[0]!.id;
}
