import type { BusinessPlan } from '@cerca/contracts/publishing';
import type { Db } from '@cerca/db';
import { AppError } from '@cerca/service-kit';
import messages from './messages.json';
import { countPublications } from './repositories/posts';
import { countHighlights } from './repositories/story-highlights';
import { findPaidBusinessPlan } from './repositories/subscriptions';

/**
 * Plan rules of spec 02 §9 and spec 01 §4/§6, enforced here: a business is Basic unless it has
 * an active paid subscription (see findPaidBusinessPlan); the first TRIAL_DAYS days from its
 * creation give every premium feature. Basic allows BASIC_POSTS_LIMIT publications (a
 * publication counts once however many images it has), no highlights and no messaging.
 * Standard and Premium have no post or highlight limit.
 */
export const TRIAL_DAYS = 5;
export const BASIC_POSTS_LIMIT = 3;
export const BASIC_HIGHLIGHTS_LIMIT = 0;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days of trial left, rounded up (0 once over): "days left shown while positive". */
export function trialDaysLeft(createdAt: Date, now = Date.now()): number {
  return Math.max(0, Math.ceil((createdAt.getTime() + TRIAL_DAYS * DAY_MS - now) / DAY_MS));
}

interface PlanBusiness {
  id: string;
  created_at: Date;
}

/** The plan and whether the Basic limits apply (not during the trial nor on a paid plan). */
async function planStanding(db: Db, business: PlanBusiness) {
  const paid = await findPaidBusinessPlan(db, business.id);
  const trial = trialDaysLeft(business.created_at);
  return { plan: paid ?? 'basic', trialDaysLeft: trial, limited: paid === null && trial === 0 } as const;
}

/** The plan-limits panel of the business page. */
export async function loadBusinessPlan(db: Db, business: PlanBusiness): Promise<BusinessPlan> {
  const [standing, postsUsed, highlightsUsed] = await Promise.all([
    planStanding(db, business),
    countPublications(db, business.id),
    countHighlights(db, business.id),
  ]);
  return {
    plan: standing.plan,
    trial_days_left: standing.trialDaysLeft,
    posts_limit: standing.limited ? BASIC_POSTS_LIMIT : null,
    posts_used: postsUsed,
    highlights_limit: standing.limited ? BASIC_HIGHLIGHTS_LIMIT : null,
    highlights_used: highlightsUsed,
    messaging: !standing.limited,
  };
}

const postLimitReached = () => new AppError(403, 'plan_limit_reached', messages.postLimitReached);

/**
 * Refuses one more publication when the Basic limit is reached. Race-safe only inside a
 * transaction holding the business row locked (lockBusinessForUpdate); outside one it is the
 * cheap early refusal before any file is stored.
 */
export async function assertMayAddPost(db: Db, business: PlanBusiness): Promise<void> {
  const standing = await planStanding(db, business);
  if (standing.limited && (await countPublications(db, business.id)) >= BASIC_POSTS_LIMIT) {
    throw postLimitReached();
  }
}

const highlightLimitReached = () => new AppError(403, 'plan_limit_reached', messages.highlightLimitReached);

/**
 * Refuses one more story collection when the plan does not allow it (Basic after the trial:
 * none). Race-safe only inside a transaction holding the business row locked, like assertMayAddPost.
 */
export async function assertMayAddHighlight(db: Db, business: PlanBusiness): Promise<void> {
  const standing = await planStanding(db, business);
  if (standing.limited && (await countHighlights(db, business.id)) >= BASIC_HIGHLIGHTS_LIMIT) {
    throw highlightLimitReached();
  }
}
