import { ROLES } from '@cerca/contracts';
import * as deliveries from '@cerca/contracts/deliveries';
import * as driverMe from '@cerca/contracts/driver-me';
import * as feed from '@cerca/contracts/feed';
import * as orderHelp from '@cerca/contracts/order-help';
import { ORDER_PAYMENT_METHODS, ORDER_PAYMENT_STATUSES } from '@cerca/contracts/order-payment';
import * as orders from '@cerca/contracts/orders';
import { LATE_TIP_STATUSES } from '@cerca/contracts/tips';
import { createTestDatabase, type TestDatabase } from '@cerca/db-testing';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import {
  ADDRESS_LABELS,
  BUSINESS_TYPES,
  DRIVER_INVITATION_STATUSES,
  DRIVER_ORDER_STATUSES,
  DRIVER_STATUSES,
  GLOBAL_MESSAGE_TYPES,
  MEDIA_TYPES,
  ONE_TIME_TOKEN_TYPES,
  ORDER_CANCEL_REASONS,
  ORDER_CANCELLERS,
  ORDER_CHANGE_ACTORS,
  ORDER_HELP_REASONS,
  ORDER_HELP_STATUSES,
  ORDER_STATUSES,
  PARTNER_APPLICATION_STATUSES,
  PAYMENT_EVENT_REFUSALS,
  PHOTO_TYPES,
  PROMOTION_RULE_KINDS,
  REACTION_TYPES,
  type Selectable,
  STORY_TYPES,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_SUBJECTS,
  sql,
  USER_TYPES,
  VEHICLE_TYPES,
  WEBSITE_PLATFORMS,
} from '../src/index';
import type { PostReactionsTable } from '../src/schema/content';
import type { DriverInvitationsTable, DriverOrdersTable, DriversTable } from '../src/schema/drivers';
import type { OrderHelpReportsTable, OrdersTable } from '../src/schema/ordering';

// The value lists come from @cerca/contracts (schema/enums.ts); the frozen migrations spell them
// again in SQL. This reads the CHECK constraints of a migrated database and holds both to the same
// values, so a list changed in a contract without a migration (or the reverse) fails here.

const COLUMNS: Array<[table: string, column: string, values: readonly string[]]> = [
  ['auth.one_time_tokens', 'token_type', ONE_TIME_TOKEN_TYPES],
  ['public.business_global_messages', 'type', GLOBAL_MESSAGE_TYPES],
  ['public.business_photos', 'type', PHOTO_TYPES],
  ['public.business_posts', 'media_type', MEDIA_TYPES],
  ['public.business_stories', 'type', STORY_TYPES],
  ['public.business_stories', 'media_type', MEDIA_TYPES],
  ['public.businesses', 'business_type', BUSINESS_TYPES],
  ['public.businesses', 'website_platform', WEBSITE_PLATFORMS],
  ['public.driver_invitations', 'status', DRIVER_INVITATION_STATUSES],
  ['public.driver_invitations', 'vehicle_type', VEHICLE_TYPES],
  ['public.driver_orders', 'status', DRIVER_ORDER_STATUSES],
  ['public.drivers', 'vehicle_type', VEHICLE_TYPES],
  ['public.drivers', 'status', DRIVER_STATUSES],
  ['public.orders', 'status', ORDER_STATUSES],
  ['public.orders', 'cancelled_by', ORDER_CANCELLERS],
  ['public.orders', 'cancel_reason', ORDER_CANCEL_REASONS],
  ['public.order_status_changes', 'from_status', ORDER_STATUSES],
  ['public.order_status_changes', 'to_status', ORDER_STATUSES],
  ['public.order_status_changes', 'actor', ORDER_CHANGE_ACTORS],
  ['public.order_status_changes', 'reason', ORDER_CANCEL_REASONS],
  ['public.order_help_reports', 'reason', ORDER_HELP_REASONS],
  ['public.order_help_reports', 'status', ORDER_HELP_STATUSES],
  ['public.partner_applications', 'status', PARTNER_APPLICATION_STATUSES],
  ['public.orders', 'payment_method', ORDER_PAYMENT_METHODS],
  ['public.order_payments', 'method', ['card', 'oxxo']],
  ['public.order_payments', 'provider', ['local', 'stripe']],
  ['public.order_payments', 'status', ORDER_PAYMENT_STATUSES],
  ['public.payment_customers', 'provider', ['local', 'stripe']],
  ['public.order_late_tips', 'provider', ['local', 'stripe']],
  ['public.order_late_tips', 'status', LATE_TIP_STATUSES],
  ['public.payment_events', 'refusal', PAYMENT_EVENT_REFUSALS],
  ['public.post_reactions', 'reaction_type', REACTION_TYPES],
  ['public.promotion_rules', 'kind', PROMOTION_RULE_KINDS],
  ['public.profiles', 'user_type', USER_TYPES],
  ['public.profiles', 'role', ROLES],
  ['public.subscriptions', 'status', SUBSCRIPTION_STATUSES],
  ['public.subscriptions', 'subject', SUBSCRIPTION_SUBJECTS],
  ['public.user_addresses', 'label', ADDRESS_LABELS],
];

/** Lists owned and checked elsewhere: AUDIT_ACTIONS (shared/audit), storage buckets, release switches. */
const ELSEWHERE = [
  'public.audit_log.action',
  'public.direct_uploads.bucket',
  'public.remote_switches.action',
];

let t: TestDatabase;
let checks: Map<string, string[]>;
beforeAll(async () => {
  t = await createTestDatabase();
  const { rows } = await sql<{ tbl: string; def: string }>`
    select n.nspname || '.' || t.relname as tbl, pg_get_constraintdef(c.oid) as def
    from pg_constraint c
    join pg_class t on t.oid = c.conrelid
    join pg_namespace n on n.oid = t.relnamespace
    where c.contype = 'c' and pg_get_constraintdef(c.oid) like '%= ANY (ARRAY[%'`.execute(t.db);
  checks = new Map();
  for (const row of rows) {
    const column = /\(\(\(?(\w+)\)? = ANY \(ARRAY\[/.exec(row.def)?.[1];
    if (!column) continue;
    checks.set(
      `${row.tbl}.${column}`,
      [...row.def.matchAll(/'([^']*)'::text/g)].map((match) => match[1]!),
    );
  }
});
afterAll(async () => {
  await t?.drop();
});

type Values<List extends readonly string[]> = List[number];

describe('value lists', () => {
  it('are the very lists of the contracts, in the row types too', () => {
    // One definition: the db exports the contracts' arrays themselves, not copies.
    expect(VEHICLE_TYPES).toBe(driverMe.VEHICLE_TYPES);
    expect(ORDER_STATUSES).toBe(orders.ORDER_STATUSES);
    expect(DRIVER_ORDER_STATUSES).toBe(deliveries.DRIVER_ORDER_STATUSES);
    expect(REACTION_TYPES).toBe(feed.REACTION_TYPES);
    expect(ORDER_HELP_REASONS).toBe(orderHelp.ORDER_HELP_REASONS);
    // And the columns are typed by them: a value the contracts do not list does not compile.
    expectTypeOf<Selectable<DriversTable>['vehicle_type']>().toEqualTypeOf<
      Values<typeof driverMe.VEHICLE_TYPES>
    >();
    expectTypeOf<Selectable<DriverInvitationsTable>['vehicle_type']>().toEqualTypeOf<
      Values<typeof driverMe.VEHICLE_TYPES>
    >();
    expectTypeOf<Selectable<OrdersTable>['status']>().toEqualTypeOf<Values<typeof orders.ORDER_STATUSES>>();
    expectTypeOf<Selectable<OrderHelpReportsTable>['reason']>().toEqualTypeOf<
      Values<typeof orderHelp.ORDER_HELP_REASONS>
    >();
    expectTypeOf<Selectable<DriverOrdersTable>['status']>().toEqualTypeOf<
      Values<typeof deliveries.DRIVER_ORDER_STATUSES>
    >();
    expectTypeOf<Selectable<PostReactionsTable>['reaction_type']>().toEqualTypeOf<
      Values<typeof feed.REACTION_TYPES>
    >();
  });

  it.each(COLUMNS)('%s.%s accepts exactly the list of the contracts', (table, column, values) => {
    expect([...(checks.get(`${table}.${column}`) ?? [])].sort()).toEqual([...values].sort());
  });

  it('covers every list constraint of the schema', () => {
    const covered = [...COLUMNS.map(([table, column]) => `${table}.${column}`), ...ELSEWHERE];
    expect([...checks.keys()].sort()).toEqual(covered.sort());
  });
});
