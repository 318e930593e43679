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
 *   r:<post id>      their reaction to the post, '' for none
 *   b:<business id>  'following' and 'favorite' flags as two characters of 0 and 1
 *   standing         admin or city partner (loadCallerStanding), with when it was read
 */

const reactionField = (postId: string) => `r:${postId}`;
const businessField = (businessId: string) => `b:${businessId}`;
const STANDING = 'standing';

/**
 * Admin and partner roles change in other services, which do not forget this cache: a kept
 * standing counts this long. It only shows or hides the edit button; every edit checks again.
 */
export const STANDING_FRESH_MS = 30_000;

const isReactionType = (value: string): value is ReactionType =>
  (REACTION_TYPES as readonly string[]).includes(value);

/** The person's reaction to each of `postIds` that has one. */
export async function myReactions(
  { db, redis }: Context,
  userId: string,
  postIds: readonly string[],
  log: FastifyBaseLogger,
): Promise<Map<string, ReactionType>> {
  const read = await readViewer(redis, userId, postIds.map(reactionField), log);
  const mine = new Map<string, ReactionType>();
  const missing: string[] = [];
  postIds.forEach((postId, index) => {
    const kept = read?.values[index];
    if (kept === null || kept === undefined) missing.push(postId);
    else if (isReactionType(kept)) mine.set(postId, kept);
  });
  if (missing.length === 0) return mine;
  const loaded = await findMyReactions(db, userId, missing);
  for (const [postId, reaction] of loaded) mine.set(postId, reaction);
  if (read) {
    const entries = new Map(missing.map((postId) => [reactionField(postId), loaded.get(postId) ?? '']));
    await keepViewer(redis, userId, read, entries, log);
  }
  return mine;
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
