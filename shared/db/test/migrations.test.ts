import { createTestDatabase, type TestDatabase } from '@cerca/db-testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDownAll, migrateToLatest, migrations } from '../src/migrate';

const EXPECTED_TABLES = [
  'auth.mail_outbox',
  'auth.one_time_tokens',
  'auth.refresh_tokens',
  'auth.sessions',
  'auth.signing_keys',
  'auth.users',
  'public.app_settings',
  'public.audit_log',
  'public.business_delivery_zones',
  'public.business_favorites',
  'public.business_followers',
  'public.business_global_messages',
  'public.business_messages',
  'public.business_photos',
  'public.business_posts',
  'public.business_stories',
  'public.businesses',
  'public.categories',
  'public.cities',
  'public.countries',
  'public.direct_uploads',
  'public.driver_invitations',
  'public.driver_orders',
  'public.drivers',
  'public.event_outbox',
  'public.menu_categories',
  'public.menu_item_variants',
  'public.menu_items',
  'public.message_threads',
  'public.notifications',
  'public.order_help_reports',
  'public.order_items',
  'public.order_late_tips',
  'public.order_payments',
  'public.order_ratings',
  'public.order_status_changes',
  'public.orders',
  'public.partner_applications',
  'public.payment_customers',
  'public.payment_events',
  'public.post_comments',
  'public.post_reactions',
  'public.profiles',
  'public.promotion_rules',
  'public.remote_releases',
  'public.remote_switches',
  'public.reviews',
  'public.story_highlight_items',
  'public.story_highlights',
  'public.subcategories',
  'public.subscriptions',
  'public.user_addresses',
  'public.weekend_plans',
  'public.weekend_route_businesses',
  'public.weekend_routes',
];

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

async function tables(): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_schema || '.' || table_name as name from information_schema.tables
    where table_schema in ('public', 'auth') and table_type = 'BASE TABLE'
      and table_name not like 'kysely_%'
    order by 1`.execute(t.db);
  return rows.map((r) => r.name);
}

describe('migrations', () => {
  it('are named with an ISO date prefix and registered in order', () => {
    const names = Object.keys(migrations);
    expect(names[0]).toBe('2026-11-22T00-00-00_auth');
    for (const name of names) expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}_[a-z_]+$/);
    expect([...names].sort()).toEqual(names);
  });

  it('create every table from an empty database', async () => {
    expect(await tables()).toEqual(EXPECTED_TABLES);
  });

  it('do nothing when already at the latest', async () => {
    expect(await migrateToLatest(t.db, { log: () => {} })).toEqual([]);
  });

  it('go all the way down and up again', async () => {
    await migrateDownAll(t.db, { log: () => {} });
    expect(await tables()).toEqual([]);
    const applied = await migrateToLatest(t.db, { log: () => {} });
    expect(applied).toEqual(Object.keys(migrations));
    expect(await tables()).toEqual(EXPECTED_TABLES);
  });

  it('provide the IMMUTABLE f_unaccent used by trigram indexes', async () => {
    const { rows } = await sql<{ v: string; volatility: string }>`
      select public.f_unaccent(lower('Cafetería Ñandú')) as v,
             (select provolatile from pg_proc where proname = 'f_unaccent') as volatility`.execute(t.db);
    expect(rows[0]).toEqual({ v: 'cafeteria nandu', volatility: 'i' });
  });
});
