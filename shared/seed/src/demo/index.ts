import type { Db } from '@cerca/db';
import type { Storage } from '@cerca/storage';
import { writeImages } from '../media/images';
import { buildAccounts } from './accounts';
import { buildBusinesses } from './businesses';
import { createDemoContext, type DemoContext } from './context';
import { buildDrivers } from './drivers';
import { buildEvents } from './events';
import { buildMenus } from './menus';
import { buildOrders } from './orders';
import { buildPartnerApplications } from './partner-applications';
import { buildPosts } from './posts';
import { buildPromotions } from './promotions';
import { buildReviews } from './reviews';
import { buildSocial } from './social';
import { buildStories } from './stories';
import { buildSubscriptions } from './subscriptions';
import { insertTableRows, type TableRows } from './table-rows';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PASSWORD_HASH } from './accounts';
export { DEMO_BUSINESSES } from './data/businesses';
export { DEMO_EMAIL_DOMAIN } from './ids';

export interface SeedDemoOptions {
  /** Where the demo pictures go (public buckets business-photos, -posts, -stories). */
  storage: Storage;
  /** The moment relative times (stories, events, promotions) are computed from. Default: now. */
  now?: Date;
}

export interface DemoSummary {
  users: number;
  businesses: number;
  posts: number;
  stories: number;
  reviews: number;
  events: number;
  imagesWritten: number;
}

/** Builders in dependency order: every row's foreign keys point at tables inserted before it. */
const BUILDERS: readonly ((ctx: DemoContext) => TableRows[])[] = [
  buildAccounts,
  buildBusinesses,
  buildReviews,
  buildPosts,
  buildStories,
  buildSocial,
  buildPromotions,
  buildEvents,
  buildMenus,
  buildDrivers,
  buildOrders,
  buildPartnerApplications,
  buildSubscriptions,
];

function count(tables: TableRows[], table: TableRows['table']): number {
  return tables.find((t) => t.table === table)?.rows.length ?? 0;
}

/**
 * Demo content for Guadalajara, Ciudad de México and Oaxaca: accounts, businesses with photos,
 * reviews, posts, stories, events, promotions, a route, menus, drivers and orders. Deterministic
 * (fixed ids and PRNG) and idempotent: a second run inserts nothing new, writes no image, and only
 * moves the time-relative rows (stories, events, promotions) forward. Needs seedCatalogue first.
 */
export async function seedDemo(db: Db, opts: SeedDemoOptions): Promise<DemoSummary> {
  const ctx = await createDemoContext(db, opts.storage, opts.now ?? new Date());
  const tables = BUILDERS.flatMap((build) => build(ctx));
  const imagesWritten = await writeImages(opts.storage, ctx.images);
  await db.transaction().execute(async (trx) => {
    for (const table of tables) await insertTableRows(trx, table);
  });
  return {
    users: count(tables, 'auth.users'),
    businesses: count(tables, 'businesses'),
    posts: count(tables, 'business_posts'),
    stories: count(tables, 'business_stories'),
    reviews: count(tables, 'reviews'),
    events: count(tables, 'weekend_plans'),
    imagesWritten,
  };
}
