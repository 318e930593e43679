import type { BusinessPlan } from '@cerca/contracts/publishing';
import { BASIC_HIGHLIGHTS_LIMIT, BASIC_POSTS_LIMIT } from '@cerca/contracts/subscriptions';
import type { Db } from '@cerca/db';
import { trialDaysLeft } from '@cerca/plans';
import { AppError } from '@cerca/service-kit';
import messages from './messages.json';
import { countPublications } from './repositories/posts';
import { countHighlights } from './repositories/story-highlights';
import { findPaidBusinessPlan, isUnlimitedBusiness } from './repositories/subscriptions';

/**
 * Plan limits of spec 02 §9 and spec 01 §4/§6, enforced here. Whether they apply is the one rule
 * of @cerca/plans (the trial, or a paid business plan); the limits are the contracts' constants:
 * Basic allows BASIC_POSTS_LIMIT publications (a publication counts once however many images it
 * has) and no highlights; Standard and Premium have no post or highlight limit.
 */

interface PlanBusiness {
  id: string;
  created_at: Date;
}

/** The plan and whether the Basic limits apply (not during the trial nor on a paid plan). */
async function planStanding(db: Db, business: PlanBusiness) {
  const [paid, unlimited] = await Promise.all([
    findPaidBusinessPlan(db, business.id),
    isUnlimitedBusiness(db, business.id),
  ]);
  return {
    plan: paid ?? 'basic',
    trialDaysLeft: trialDaysLeft(business.created_at),
    limited: !unlimited,
  } as const;
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
