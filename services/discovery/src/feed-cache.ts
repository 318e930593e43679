import { createHash } from 'node:crypto';
import { type Post, REACTION_TYPES, type ReactionType } from '@cerca/contracts/feed';
import { publicCacheKeys } from '@cerca/queues';
import type { ServiceContext } from '@cerca/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import { aboutCity, dropShared, sharedJson } from './shared-cache';

type Redis = ServiceContext['redis'];

/**
 * Feed pages are what every visit opens, so their public part (everything but the caller's own
 * reaction, always read fresh) is shared through Redis. Staleness bound: a new post, a reaction
 * or a comment shows in other people's pages at most FEED_CACHE_TTL_MS later (the first page at
 * once after invalidateCityFeed). The reaction and comment endpoints answer the fresh counts to
 * the person who acted. Later pages are keyset pages: a new post never shifts them.
 */
export const FEED_CACHE_TTL_MS = 5_000;

/** A page as a visitor sees it (my_reaction null everywhere). */
export interface CachedFeedPage {
  posts: Post[];
  next_cursor: string | null;
}

const feedKey = (cityId: string, cursor: string | undefined) =>
  cursor ? `feed:after:${cityId}:${cursor}` : publicCacheKeys.cityFeedFirstPage(cityId);

/** Drops the city's cached first page (publishing and moderation call it). */
export async function invalidateCityFeed(redis: Redis, cityId: string): Promise<void> {
  await dropShared(redis, feedKey(cityId, undefined));
}

/** The JSON text of a feed page of the city, shared for FEED_CACHE_TTL_MS (see sharedJson). */
export function cachedFeedPage(
  redis: Redis,
  cityId: string,
  cursor: string | undefined,
  load: () => Promise<CachedFeedPage>,
  log: FastifyBaseLogger,
): Promise<string> {
  return sharedJson(redis, aboutCity(cityId, feedKey(cityId, cursor)), FEED_CACHE_TTL_MS, load, log);
}

/**
 * A shared page taken apart once, so an answer is put together from bytes encoded once (the
 * caller's reaction set in each post) without parsing, copying or validating the posts, or encoding
 * sixteen kilobytes of text, per request.
 */
export interface FeedPageParts {
  /** The page in the viewer cache: its city and cursor. */
  key: string;
  postIds: string[];
  /** Short digest of postIds: a person's kept reactions to the page hold only while it is the same. */
  fingerprint: string;
  /** The shared text as UTF-8: the page of a visitor, or of someone who reacted to none of its posts. */
  body: Buffer;
  /** Each post's JSON without its my_reaction member and closing brace, as UTF-8. */
  postHeads: Buffer[];
  /** `],"next_cursor":…}`: what follows the posts. */
  tail: Buffer;
}

/** The last text taken apart of each page: reads of a shared page do it once, not per request. */
const parted = new Map<string, { text: string; parts: FeedPageParts }>();
const PARTED_MAX = 200;

/** The parts of the shared text of the city's page after `cursor` (the same object while the text is). */
export function feedPageParts(cityId: string, cursor: string | undefined, text: string): FeedPageParts {
  const key = `${cityId}\n${cursor ?? ''}`;
  const seen = parted.get(key);
  // sharedJson hands out the same string while the page is unchanged: usually a pointer comparison.
  if (seen?.text === text) return seen.parts;
  const page = JSON.parse(text) as CachedFeedPage;
  const postIds = page.posts.map((post) => post.id);
  const parts: FeedPageParts = {
    key: `${cityId}:${cursor ?? ''}`,
    postIds,
    fingerprint: createHash('sha1').update(postIds.join(',')).digest('base64url').slice(0, 16),
    body: Buffer.from(text, 'utf8'),
    postHeads: page.posts.map(({ my_reaction: _visitors, ...post }) =>
      Buffer.from(JSON.stringify(post).slice(0, -1), 'utf8'),
    ),
    tail: Buffer.from(`],"next_cursor":${JSON.stringify(page.next_cursor)}}`, 'utf8'),
  };
  parted.delete(key);
  parted.set(key, { text, parts });
  // Insertion order is age order: drop the oldest beyond the cap.
  if (parted.size > PARTED_MAX) parted.delete(parted.keys().next().value as string);
  return parts;
}

const OPEN = Buffer.from('{"posts":[', 'utf8');
const COMMA = Buffer.from(',', 'utf8');
/** Each post's closing, by the caller's reaction: `,"my_reaction":…}`. */
const CLOSINGS = new Map<ReactionType | null, Buffer>(
  [null, ...REACTION_TYPES].map((reaction) => [
    reaction,
    Buffer.from(`,"my_reaction":${JSON.stringify(reaction)}}`, 'utf8'),
  ]),
);

/** The page as the caller sees it: the shared posts, each with the caller's reaction. */
export function feedPageBody(parts: FeedPageParts, mine: ReadonlyMap<string, ReactionType>): Buffer {
  if (mine.size === 0) return parts.body;
  const pieces: Buffer[] = [OPEN];
  parts.postHeads.forEach((head, index) => {
    if (index > 0) pieces.push(COMMA);
    pieces.push(head, CLOSINGS.get(mine.get(parts.postIds[index]!) ?? null)!);
  });
  pieces.push(parts.tail);
  return Buffer.concat(pieces);
}
