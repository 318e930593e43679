import type { BusinessPage } from '@cerca/contracts/business-page';
import { REACTION_TYPES, type ReactionType } from '@cerca/contracts/feed';
import {
  type AuthUser,
  type CallerStanding,
  loadCallerStanding,
  type ServiceContext,
} from '@cerca/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import { standingManagesBusiness } from './publisher-guard';
import { findViewerFlags } from './repositories/business-page';
import { findMyReactions } from './repositories/posts';
import { keepViewer, readViewer } from './viewer-cache';

type Context = Pick<ServiceContext, 'db' | 'redis' | 'config'>;

/*
 * A signed-in person's own part of public pages, read through the viewer cache (viewer-cache.ts):
 * the database is asked only for what the cache does not hold. The fields:
 *   p:<city>:<cursor>  their reactions to the posts of that feed page, for one list of posts
 *   b:<business id>    'following' and 'favorite' flags as two characters of 0 and 1
 *   standing           admin or city partner (loadCallerStanding), with when it was read
 */

const pageField = (pageKey: string) => `p:${pageKey}`;
const businessField = (businessId: string) => `b:${businessId}`;
const STANDING = 'standing';

/**
 * Admin and partner roles change in other services, which do not forget this cache: a kept
 * standing counts this long. It only shows or hides the edit button; every edit checks again.
 */
export const STANDING_FRESH_MS = 30_000;

const isReactionType = (value: string): value is ReactionType =>
  (REACTION_TYPES as readonly string[]).includes(value);

/** A feed page as the viewer cache knows it (FeedPageParts). */
export interface FeedPageRef {
  key: string;
  postIds: readonly string[];
  fingerprint: string;
}

/** `<fingerprint>|<index>:<reaction>,…`: one field for the page, only the posts with a reaction. */
export function encodePageReactions(page: FeedPageRef, mine: ReadonlyMap<string, ReactionType>): string {
  const reacted = page.postIds.flatMap((postId, index) => {
    const reaction = mine.get(postId);
    return reaction ? [`${index}:${reaction}`] : [];
  });
  return `${page.fingerprint}|${reacted.join(',')}`;
}

/** The reactions kept for this very list of posts, or null (another list, or unreadable). */
export function decodePageReactions(page: FeedPageRef, kept: string): Map<string, ReactionType> | null {
  const bar = kept.indexOf('|');
  if (bar < 0 || kept.slice(0, bar) !== page.fingerprint) return null;
  const mine = new Map<string, ReactionType>();
  const list = kept.slice(bar + 1);
  if (list === '') return mine;
  for (const entry of list.split(',')) {
    const [index, reaction = ''] = entry.split(':');
    const postId = page.postIds[Number(index)];
    if (postId === undefined || !isReactionType(reaction)) return null;
    mine.set(postId, reaction);
  }
  return mine;
}

/**
 * The person's reaction to each post of a feed page that has one. One small field per page, not
 * one per post: the signed-in feed is read most, and asking Redis for twenty-one fields per
 * request cost it a quarter of its throughput (issue 24). A page whose posts changed since is
 * loaded again, in one query.
 */
export async function myPageReactions(
  { db, redis }: Context,
  userId: string,
  page: FeedPageRef,
  log: FastifyBaseLogger,
): Promise<Map<string, ReactionType>> {
  const field = pageField(page.key);
  const read = await readViewer(redis, userId, [field], log);
  const kept = read?.values[0];
  const decoded = kept ? decodePageReactions(page, kept) : null;
  if (decoded) return decoded;
  const loaded = await findMyReactions(db, userId, page.postIds);
  if (read) await keepViewer(redis, userId, read, new Map([[field, encodePageReactions(page, loaded)]]), log);
  return loaded;
}

interface KeptStanding extends CallerStanding {
  /** When it was read from the database (ms since the epoch). */
  at: number;
}

function keptStanding(value: string | null | undefined, now: number): CallerStanding | null {
  if (!value) return null;
  try {
    const { isAdmin, managedCityId, at } = JSON.parse(value) as KeptStanding;
    return now - at < STANDING_FRESH_MS ? { isAdmin, managedCityId } : null;
  } catch {
    return null;
  }
}

function keptFlags(value: string | null | undefined) {
  if (value?.length !== 2) return null;
  return { isFollowing: value[0] === '1', isFavorite: value[1] === '1' };
}

/** The business page's `viewer` for a signed-in person: whether they own, manage, follow and saved it. */
export async function businessViewer(
  context: Context,
  user: AuthUser,
  business: { id: string; owner_id: string; city_id: string | null },
  log: FastifyBaseLogger,
): Promise<BusinessPage['viewer']> {
  const { db, redis } = context;
  const read = await readViewer(redis, user.id, [STANDING, businessField(business.id)], log);
  const now = Date.now();
  const [standingRead, flagsRead] = [keptStanding(read?.values[0], now), keptFlags(read?.values[1])];
  const [standing, flags] = await Promise.all([
    standingRead ?? loadCallerStanding(context, user),
    flagsRead ?? findViewerFlags(db, business.id, user.id),
  ]);
  if (read && (!standingRead || !flagsRead)) {
    const entries = new Map<string, string>();
    if (!standingRead) entries.set(STANDING, JSON.stringify({ ...standing, at: now } satisfies KeptStanding));
    if (!flagsRead) {
      entries.set(businessField(business.id), `${flags.isFollowing ? 1 : 0}${flags.isFavorite ? 1 : 0}`);
    }
    await keepViewer(redis, user.id, read, entries, log);
  }
  return {
    is_owner: business.owner_id === user.id,
    can_manage: standingManagesBusiness(standing, user.id, business),
    is_following: flags.isFollowing,
    is_favorite: flags.isFavorite,
  };
}
