import type {
  CartLine,
  MyOrdersQuery,
  Order,
  OrderLine,
  OrderQuote,
  OrderStatus,
} from '@cerca/contracts/orders';
import { type Db, escapeLike, fromCents, sql, toCents } from '@cerca/db';

// Orders (issue 10): pricing a cart from the database, creating cash-on-delivery orders once per
// idempotency key, and the customer's history. Money is added in integer cents.

export interface OrderingBusiness {
  id: string;
  name: string;
  category: string;
  photo_url: string | null;
  owner_id: string;
  delivery_fee: string;
  schedule: Record<string, unknown>;
  time_zone: string | null;
}

/** The business an order goes to, with its fee, hours and its city's time zone. */
export async function findOrderingBusiness(db: Db, id: string): Promise<OrderingBusiness | undefined> {
  return db
    .selectFrom('businesses')
    .leftJoin('cities', 'cities.id', 'businesses.city_id')
    .select((eb) => [
      'businesses.id',
      'businesses.name',
      'businesses.category',
      eb
        .selectFrom('business_photos')
        .select(sql<string>`coalesce(business_photos.thumbnail_url, business_photos.url)`.as('url'))
        .whereRef('business_photos.business_id', '=', 'businesses.id')
        .where('business_photos.type', '=', 'main')
        .orderBy('business_photos.created_at')
        .limit(1)
        .as('photo_url'),
      'businesses.owner_id',
      'businesses.delivery_fee',
      'businesses.schedule',
      'cities.time_zone',
    ])
    .where('businesses.id', '=', id)
    .executeTakeFirst();
}

/** Why a cart cannot be priced; the route turns it into the Spanish refusal. */
export type PricingProblem =
  | 'item_unavailable'
  | 'item_of_another_business'
  | 'variant_not_found'
  | 'variant_required';

/**
 * Prices the cart from the menu rows: line = (item price + variant extra) × quantity; total =
 * subtotal + the business's delivery fee. Inactive or unknown items, items of another business,
 * a variant of another item and an item with variants but none chosen are refused.
 */
export async function priceCart(
  db: Db,
  business: Pick<OrderingBusiness, 'id' | 'delivery_fee'>,
  lines: CartLine[],
): Promise<OrderQuote | PricingProblem> {
  const itemIds = [...new Set(lines.map((line) => line.menu_item_id))];
  const [items, variants] = await Promise.all([
    db
      .selectFrom('menu_items')
      .select(['id', 'business_id', 'name', 'price', 'active'])
      .where('id', 'in', itemIds)
      .execute(),
    db
      .selectFrom('menu_item_variants')
      .select(['id', 'menu_item_id', 'name', 'price_extra'])
      .where('menu_item_id', 'in', itemIds)
      .execute(),
  ]);
  const itemById = new Map(items.map((item) => [item.id, item]));
  const priced: OrderLine[] = [];
  let subtotal = 0;
  for (const line of lines) {
    const item = itemById.get(line.menu_item_id);
    if (!item) return 'item_unavailable';
    if (item.business_id !== business.id) return 'item_of_another_business';
    if (!item.active) return 'item_unavailable';
    const own = variants.filter((variant) => variant.menu_item_id === item.id);
    const variantId = line.variant_id ?? null;
    const variant = variantId === null ? undefined : own.find((candidate) => candidate.id === variantId);
    if (variantId !== null && !variant) return 'variant_not_found';
    if (variantId === null && own.length > 0) return 'variant_required';
    const unit = toCents(item.price);
    const extra = variant ? toCents(variant.price_extra) : 0;
    const lineTotal = (unit + extra) * line.quantity;
    subtotal += lineTotal;
    priced.push({
      menu_item_id: item.id,
      variant_id: variant?.id ?? null,
      item_name: item.name,
      variant_name: variant?.name ?? null,
      quantity: line.quantity,
      unit_price: fromCents(unit),
      variant_price_extra: fromCents(extra),
      line_total: fromCents(lineTotal),
      notes: line.notes ? line.notes : null,
    });
  }
  const shipping = toCents(business.delivery_fee);
  return {
    business_id: business.id,
    items: priced,
    subtotal_amount: fromCents(subtotal),
    shipping_amount: fromCents(shipping),
    total_amount: fromCents(subtotal + shipping),
  };
}

export interface NewCashOrder {
  userId: string;
  idempotencyKey: string;
  requestHash: string;
  quote: OrderQuote;
  deliveryAddress: string;
  deliveryNotes: string | null;
  contactPhone: string;
}

/** An earlier order of this customer with this key (the replay of a checkout). */
export async function findByIdempotencyKey(
  db: Db,
  userId: string,
  key: string,
): Promise<{ id: string; request_hash: string | null } | undefined> {
  return db
    .selectFrom('orders')
    .select(['id', 'request_hash'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/**
 * Inserts the order and its lines in one transaction, status pending. When another request with
 * the same key won the race, nothing is inserted and its order is returned instead (`created`
 * false): the unique index (user_id, idempotency_key) makes the loser wait for the winner's commit.
 */
export async function insertCashOrder(
  db: Db,
  order: NewCashOrder,
): Promise<
  | { created: false; id: string; request_hash: string | null }
  | { created: true; id: string; created_at: Date; updated_at: Date; lineIds: string[] }
> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('orders')
      .values({
        business_id: order.quote.business_id,
        user_id: order.userId,
        subtotal_amount: order.quote.subtotal_amount,
        shipping_amount: order.quote.shipping_amount,
        total_amount: order.quote.total_amount,
        delivery_address: order.deliveryAddress,
        delivery_notes: order.deliveryNotes,
        contact_phone: order.contactPhone,
        idempotency_key: order.idempotencyKey,
        request_hash: order.requestHash,
      })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'idempotency_key']).where('idempotency_key', 'is not', null).doNothing(),
      )
      .returning(['id', 'created_at', 'updated_at'])
      .executeTakeFirst();
    if (!inserted) {
      const existing = await findByIdempotencyKey(trx, order.userId, order.idempotencyKey);
      if (!existing) throw new Error('idempotency conflict without a row');
      return { ...existing, created: false };
    }
    const lines = await trx
      .insertInto('order_items')
      .values(
        order.quote.items.map((line, index) => ({
          order_id: inserted.id,
          menu_item_id: line.menu_item_id,
          menu_item_variant_id: line.variant_id,
          item_name: line.item_name,
          variant_name: line.variant_name,
          quantity: line.quantity,
          unit_price: line.unit_price,
          variant_price_extra: line.variant_price_extra,
          notes: line.notes,
          // One microsecond apart, so the lines keep the cart's order (they share the transaction's now()).
          created_at: sql<Date>`now() + make_interval(secs => ${index / 1_000_000})`,
        })),
      )
      .returning('id')
      .execute();
    // RETURNING answers a multi-row INSERT in the order of its VALUES.
    const lineIds = lines.map((line) => line.id);
    return {
      created: true,
      id: inserted.id,
      created_at: new Date(inserted.created_at),
      updated_at: new Date(inserted.updated_at),
      lineIds,
    };
  });
}

const ORDER_COLUMNS = [
  'orders.id',
  'orders.user_id',
  'orders.driver_id',
  'orders.status',
  'orders.subtotal_amount',
  'orders.shipping_amount',
  'orders.total_amount',
  'orders.delivery_address',
  'orders.delivery_notes',
  'orders.contact_phone',
  'orders.created_at',
  'orders.updated_at',
  'businesses.id as business_id',
  'businesses.name as business_name',
  'businesses.category as business_category',
  'businesses.owner_id as business_owner_id',
] as const;

type OrderRow = {
  id: string;
  user_id: string | null;
  driver_id: string | null;
  status: OrderStatus;
  subtotal_amount: string;
  shipping_amount: string;
  total_amount: string;
  delivery_address: string;
  delivery_notes: string | null;
  contact_phone: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  business_id: string;
  business_name: string;
  business_category: string;
  business_owner_id: string;
};

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** Orders with their business (main photo) and lines, in the rows' order. */
async function withDetails(db: Db, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const orderIds = rows.map((row) => row.id);
  const businessIds = [...new Set(rows.map((row) => row.business_id))];
  const [lines, photos] = await Promise.all([
    db
      .selectFrom('order_items')
      .select([
        'id',
        'order_id',
        'menu_item_id',
        'menu_item_variant_id',
        'item_name',
        'variant_name',
        'quantity',
        'unit_price',
        'variant_price_extra',
        'notes',
      ])
      .where('order_id', 'in', orderIds)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('business_photos')
      .select(['business_id', 'url', 'thumbnail_url'])
      .where('business_id', 'in', businessIds)
      .where('type', '=', 'main')
      .orderBy('created_at')
      .execute(),
  ]);
  const photoOf = new Map<string, string>();
  for (const photo of photos) {
    if (!photoOf.has(photo.business_id)) photoOf.set(photo.business_id, photo.thumbnail_url ?? photo.url);
  }
  const linesOf = new Map<string, OrderLine[]>();
  for (const line of lines) {
    const unit = toCents(line.unit_price);
    const extra = toCents(line.variant_price_extra);
    linesOf.set(line.order_id, [
      ...(linesOf.get(line.order_id) ?? []),
      {
        id: line.id,
        menu_item_id: line.menu_item_id,
        variant_id: line.menu_item_variant_id,
        item_name: line.item_name,
        variant_name: line.variant_name,
        quantity: line.quantity,
        unit_price: fromCents(unit),
        variant_price_extra: fromCents(extra),
        line_total: fromCents((unit + extra) * line.quantity),
        notes: line.notes,
      },
    ]);
  }
  return rows.map((row) => ({
    id: row.id,
    business: {
      id: row.business_id,
      name: row.business_name,
      category: row.business_category,
      owner_id: row.business_owner_id,
      photo_url: photoOf.get(row.business_id) ?? null,
    },
    user_id: row.user_id,
    driver_id: row.driver_id,
    status: row.status,
    items: linesOf.get(row.id) ?? [],
    subtotal_amount: row.subtotal_amount,
    shipping_amount: row.shipping_amount,
    total_amount: row.total_amount,
    delivery_address: row.delivery_address,
    delivery_notes: row.delivery_notes,
    contact_phone: row.contact_phone,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }));
}

/** One order with its business and lines. */
export async function findOrder(db: Db, id: string): Promise<Order | undefined> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('businesses', 'businesses.id', 'orders.business_id')
    .select(ORDER_COLUMNS)
    .where('orders.id', '=', id)
    .executeTakeFirst();
  return row ? (await withDetails(db, [row as OrderRow]))[0] : undefined;
}

/** created_at as exact UTC text, so the cursor never skips rows sharing a millisecond. */
const TIME_FORMAT = `YYYY-MM-DD"T"HH24:MI:SS.US"Z"`;

/** A position in the list: the row's created_at (UTC, microseconds) and id. */
export interface OrderPosition {
  at: string;
  id: string;
}

/**
 * The customer's orders, newest first: `q` matches the order id's start (as shown, 8 characters)
 * or a substring of the business name, case-insensitively; `status` filters; keyset pages.
 */
export async function listCustomerOrders(
  db: Db,
  userId: string,
  { q, status }: Pick<MyOrdersQuery, 'q' | 'status'>,
  limit: number,
  after?: OrderPosition,
): Promise<{ orders: Order[]; positions: OrderPosition[] }> {
  let query = db
    .selectFrom('orders')
    .innerJoin('businesses', 'businesses.id', 'orders.business_id')
    .select(ORDER_COLUMNS)
    .select(
      sql<string>`to_char(orders.created_at at time zone 'UTC', ${sql.lit(TIME_FORMAT)})`.as('position_at'),
    )
    .where('orders.user_id', '=', userId);
  if (status) query = query.where('orders.status', '=', status);
  if (q) {
    const pattern = escapeLike(q.toLowerCase());
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`orders.id::text`, 'like', `${pattern}%`),
        eb('businesses.name', 'ilike', `%${pattern}%`),
      ]),
    );
  }
  if (after) {
    query = query.where((eb) =>
      eb(
        eb.refTuple('orders.created_at', 'orders.id'),
        '<',
        eb.tuple(sql<Date>`${after.at}::timestamptz`, sql<string>`${after.id}::uuid`),
      ),
    );
  }
  const rows = await query
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(limit)
    .execute();
  return {
    orders: await withDetails(db, rows as OrderRow[]),
    positions: rows.map((row) => ({ at: row.position_at, id: row.id })),
  };
}
