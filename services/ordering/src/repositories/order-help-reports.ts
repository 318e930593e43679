import type { HelpReportEntry, OrderHelpReason, OrderHelpReport } from '@cerca/contracts/order-help';
import { type Db, sql } from '@cerca/db';

// "Ayuda con mi pedido" (issue 25): customers' reports of a problem with an order, and the lists
// the business and its city's partner read them in.

/** created_at as exact UTC text, so the cursor never skips rows sharing a millisecond. */
const TIME_FORMAT = `YYYY-MM-DD"T"HH24:MI:SS.US"Z"`;
const utc = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', ${sql.lit(TIME_FORMAT)})`;

/**
 * When the order (`orders` in the query) was delivered: its history's delivery. An order delivered
 * before the history was kept has none: its last update stands for it.
 */
export const deliveredAtOfOrder = sql<
  string | null
>`case when orders.status = 'delivered' then to_char(coalesce(
  (select max(c.created_at) from order_status_changes c where c.order_id = orders.id and c.to_status = 'delivered'),
  orders.updated_at) at time zone 'UTC', ${sql.lit(TIME_FORMAT)}) end`;

/** The reports of the order (`orders` in the query), oldest first, as its customer sees them. */
export const helpReportsOfOrder = sql<OrderHelpReport[]>`coalesce((
  select json_agg(json_build_object(
    'id', r.id, 'reason', r.reason, 'status', r.status,
    'created_at', to_char(r.created_at at time zone 'UTC', ${sql.lit(TIME_FORMAT)}),
    'resolved_at', to_char(r.resolved_at at time zone 'UTC', ${sql.lit(TIME_FORMAT)})
  ) order by r.created_at, r.id)
  from order_help_reports r where r.order_id = orders.id), '[]'::json)`;

/** What the rule needs of an order already locked by the caller: when placed and when delivered. */
export async function findHelpFacts(trx: Db, orderId: string) {
  return trx
    .selectFrom('orders')
    .select(['orders.created_at', deliveredAtOfOrder.as('delivered_at')])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
}

export interface NewHelpReport {
  id: string;
  order_id: string;
  business_id: string;
  user_id: string;
  reason: OrderHelpReason;
  note: string | null;
  photo_key: string | null;
}

/** Fails with a unique violation when the order already has a report for this reason. */
export async function insertHelpReport(trx: Db, report: NewHelpReport): Promise<OrderHelpReport> {
  const row = await trx
    .insertInto('order_help_reports')
    .values(report)
    .returning(['id', 'reason', 'status', utc('created_at').as('created_at')])
    .executeTakeFirstOrThrow();
  return { ...row, resolved_at: null };
}

/** A position in a list of reports: the last row's created_at (UTC, microseconds) and id. */
export interface HelpReportPosition {
  at: string;
  id: string;
}

/** Whose reports a list shows: one business's (its panel), or every business's of a city. */
export type HelpReportScope = { businessId: string } | { cityId: string };

/** The photo's key stays here: the route turns it into a signed URL. */
export type HelpReportRow = Omit<HelpReportEntry, 'photo_url'> & { photo_key: string | null };

function entries(db: Db) {
  return db
    .selectFrom('order_help_reports as r')
    .innerJoin('businesses as b', 'b.id', 'r.business_id')
    .leftJoin('profiles as customer', 'customer.id', 'r.user_id')
    .select([
      'r.id',
      'r.order_id',
      'b.id as business_id',
      'b.name as business_name',
      'customer.username as customer_name',
      'r.reason',
      'r.note',
      'r.photo_key',
      'r.status',
      utc('r.created_at').as('created_at'),
      sql<string | null>`to_char(r.resolved_at at time zone 'UTC', ${sql.lit(TIME_FORMAT)})`.as(
        'resolved_at',
      ),
    ]);
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof entries>['execute']>>[number];

const toRow = ({ business_id, business_name, ...row }: EntryRow): HelpReportRow => ({
  ...row,
  business: { id: business_id, name: business_name },
});

/** Newest first, `limit` reports after `after`. */
export async function listHelpReports(
  db: Db,
  scope: HelpReportScope,
  limit: number,
  after?: HelpReportPosition,
): Promise<HelpReportRow[]> {
  let query = entries(db);
  query =
    'businessId' in scope
      ? query.where('r.business_id', '=', scope.businessId)
      : query.where('b.city_id', '=', scope.cityId);
  if (after) {
    query = query.where(sql<boolean>`(r.created_at, r.id) < (${after.at}::timestamptz, ${after.id}::uuid)`);
  }
  const rows = await query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(limit).execute();
  return rows.map(toRow);
}

/**
 * Marks the business's report resolved by `userId`, once: a report already resolved keeps who and
 * when. Undefined when the business has no such report.
 */
export async function resolveHelpReport(
  db: Db,
  businessId: string,
  reportId: string,
  userId: string,
): Promise<HelpReportRow | undefined> {
  await db
    .updateTable('order_help_reports')
    .set({ status: 'resolved', resolved_at: sql`now()`, resolved_by: userId })
    .where('id', '=', reportId)
    .where('business_id', '=', businessId)
    .where('status', '=', 'open')
    .execute();
  const row = await entries(db)
    .where('r.id', '=', reportId)
    .where('r.business_id', '=', businessId)
    .executeTakeFirst();
  return row ? toRow(row) : undefined;
}
