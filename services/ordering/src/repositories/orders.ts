import type { DateHours } from '@cerca/contracts/opening-hours';
import type { OrderPaymentMethod } from '@cerca/contracts/order-payment';
import type {
  MyOrder,
  MyOrdersQuery,
  Order,
  OrderCanceller,
  OrderCancelReason,
  OrderLine,
  OrderQuote,
  OrderStatus,
} from '@cerca/contracts/orders';
import type { AppliedPromotion } from '@cerca/contracts/promotion-rules';
import { type Db, escapeLike, fromCents, mainPhotoUrl, sql, toCents } from '@cerca/db';
import { lineTotal } from '../line-total';
import type { PromotionCandidate } from '../promotion-discount';
import { lateTipOfOrder } from './late-tips';
import { deliveredAtOfOrder, helpReportsOfOrder } from './order-help-reports';
import { findPaymentsOf } from './order-payments';
import { promotionCandidatesJson, toCandidates } from './promotion-candidates';

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
  /** Special dates ("12 de diciembre: cerrado") that replace the week's hours. */
  special_hours: DateHours[];
  time_zone: string | null;
  /** "Pausar pedidos": ISO text or 'infinity'; null when never paused. */
  paused_until: string | null;
  city_id: string | null;
  city_name: string | null;
  city_state: string | null;
  /** Where it delivers; null is the whole city (issue 25). */
  zone: { postal_codes: string[]; neighborhoods: string[] } | null;
}

/** A saved address of the customer, as an order reads it. */
export interface SavedAddressRow {
  street: string;
  number: string;
  interior: string | null;
  neighborhood: string;
  postal_code: string;
  city_id: string;
  between_streets: string | null;
  references: string | null;
}

/** A menu row as pricing reads it (prices as exact decimal text). */
export interface CartMenuItem {
  id: string;
  business_id: string;
  name: string;
  price: string;
  active: boolean;
  /** "Agotado hoy" until then (ISO text); null when available. */
  sold_out_until: string | null;
}

export interface CartMenuVariant {
  id: string;
  menu_item_id: string;
  name: string;
  price_extra: string;
}

/** An earlier order of this customer with this key (the replay of a checkout). */
export interface EarlierOrder {
  id: string;
  request_hash: string | null;
}

/** What pricing a cart needs from the database, read in one round trip. */
export interface CartContext {
  business: OrderingBusiness | null;
  items: CartMenuItem[];
  variants: CartMenuVariant[];
  /** Only when asked with `replayOf`: the customer's order under that idempotency key. */
  earlier: EarlierOrder | null;
  /** Only when asked with `savedAddress`: that address, if it is the customer's. */
  savedAddress: SavedAddressRow | null;
  /** The business's live promotions with a rule (issue 25), as the pricing applies them. */
  promotions: PromotionCandidate[];
}

/**
 * The business (fee, hours, its city's time zone, main photo), the cart's menu items and their
 * variants, and optionally the order an idempotency key already made — one statement, since a
 * checkout is on the hot path and each round trip costs more than the reads themselves. Money
 * leaves as text (numeric::text) so it is never rounded through a float.
 */
export async function loadCartContext(
  db: Db,
  businessId: string,
  itemIds: string[],
  replayOf?: { userId: string; idempotencyKey: string },
  savedAddress?: { userId: string; addressId: string },
): Promise<CartContext> {
  const ids = [...new Set(itemIds)];
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('businesses')
        .leftJoin('cities', 'cities.id', 'businesses.city_id')
        .select(
          sql<OrderingBusiness>`json_build_object(
            'id', businesses.id, 'name', businesses.name, 'category', businesses.category,
            'owner_id', businesses.owner_id, 'delivery_fee', businesses.delivery_fee::text,
            'schedule', businesses.schedule, 'special_hours', businesses.special_hours,
            'time_zone', cities.time_zone, 'paused_until', businesses.orders_paused_until,
            'city_id', businesses.city_id, 'city_name', cities.name, 'city_state', cities.state,
            'zone', (select json_build_object('postal_codes', zone.postal_codes, 'neighborhoods', zone.neighborhoods)
                     from business_delivery_zones zone where zone.business_id = businesses.id),
            'photo_url', ${mainPhotoUrl('businesses.id', 'card')})`.as('business'),
        )
        .where('businesses.id', '=', businessId)
        .as('business'),
      eb
        .selectFrom('menu_items')
        .select(
          sql<CartMenuItem[]>`coalesce(json_agg(json_build_object(
            'id', id, 'business_id', business_id, 'name', name, 'price', price::text, 'active', active,
            'sold_out_until', sold_out_until
          )), '[]'::json)`.as('items'),
        )
        .where(sql<boolean>`id = any(${ids}::uuid[])`)
        .as('items'),
      eb
        .selectFrom('menu_item_variants')
        .select(
          sql<CartMenuVariant[]>`coalesce(json_agg(json_build_object(
            'id', id, 'menu_item_id', menu_item_id, 'name', name, 'price_extra', price_extra::text
          )), '[]'::json)`.as('variants'),
        )
        .where(sql<boolean>`menu_item_id = any(${ids}::uuid[])`)
        .as('variants'),
      replayOf
        ? eb
            .selectFrom('orders')
            .select(
              sql<EarlierOrder>`json_build_object('id', id, 'request_hash', request_hash)`.as('earlier'),
            )
            .where('user_id', '=', replayOf.userId)
            .where('idempotency_key', '=', replayOf.idempotencyKey)
            .as('earlier')
        : sql<EarlierOrder | null>`null::json`.as('earlier'),
      savedAddress
        ? eb
            .selectFrom('user_addresses')
            .select(
              sql<SavedAddressRow>`json_build_object(
                'street', street, 'number', number, 'interior', interior, 'neighborhood', neighborhood,
                'postal_code', postal_code, 'city_id', city_id, 'between_streets', between_streets,
                'references', "references")`.as('saved_address'),
            )
            .where('id', '=', savedAddress.addressId)
            .where('user_id', '=', savedAddress.userId)
            .as('saved_address')
        : sql<SavedAddressRow | null>`null::json`.as('saved_address'),
      promotionCandidatesJson(businessId).as('promotions'),
    ])
    .executeTakeFirstOrThrow();
  return {
    business: row.business ?? null,
    items: row.items ?? [],
    variants: row.variants ?? [],
    earlier: row.earlier ?? null,
    savedAddress: row.saved_address ?? null,
    promotions: toCandidates(row.promotions),
  };
}

export interface NewCashOrder {
  /** Chosen by the caller, so the order's outbox event can name it in the same statement. */
  id: string;
  /**
   * The 'order.created' event (@cerca/queues outboxValues), inserted by the same statement only
   * when the order is: a replay adds none.
   */
  event: { topic: string; payload: string };
  userId: string;
  idempotencyKey: string;
  requestHash: string;
  quote: OrderQuote;
  deliveryAddress: string;
  deliveryCityId: string | null;
  deliveryPostalCode: string;
  deliveryNeighborhood: string;
  deliveryNotes: string | null;
  contactPhone: string;
  /** "¿Con cuánto pagas?" ('500.00'); null is the exact amount. */
  cashTendered: string | null;
  /** Card and OXXO orders wait in 'awaiting_payment', unseen by the business and unannounced (issue 25). */
  paymentMethod: OrderPaymentMethod;
}

/** An earlier order of this customer with this key (the replay of a checkout). */
export async function findByIdempotencyKey(
  db: Db,
  userId: string,
  key: string,
): Promise<EarlierOrder | undefined> {
  return db
    .selectFrom('orders')
    .select(['id', 'request_hash'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/**
 * Inserts the order, its lines and its outbox event in ONE statement (a data-modifying CTE is
 * atomic on its own, and one round trip replaces BEGIN, three INSERTs and COMMIT), status
 * pending. When another request with the same key won the race, nothing is inserted and its
 * order is returned instead (`created` false): the unique index (user_id, idempotency_key) makes
 * the loser wait for the winner's commit. Each line's created_at is now() plus its position in
 * microseconds, so the lines keep the cart's order (they share the statement's now()).
 */
export async function insertCashOrder(
  db: Db,
  order: NewCashOrder,
): Promise<
  | { created: false; id: string; request_hash: string | null }
  | { created: true; id: string; created_at: Date; updated_at: Date; lineIds: string[] }
> {
  const lines = JSON.stringify(
    order.quote.items.map((line, position) => ({
      position,
      menu_item_id: line.menu_item_id,
      variant_id: line.variant_id,
      item_name: line.item_name,
      variant_name: line.variant_name,
      quantity: line.quantity,
      unit_price: line.unit_price,
      variant_price_extra: line.variant_price_extra,
      notes: line.notes,
    })),
  );
  const { quote } = order;
  const placed = order.paymentMethod === 'cash';
  const firstStatus = placed ? 'pending' : 'awaiting_payment';
  const { rows } = await sql<{ id: string; created_at: Date; updated_at: Date; line_ids: string[] }>`
    with new_order as (
      insert into orders (id, business_id, user_id, subtotal_amount, shipping_amount, total_amount,
                          discount_amount, applied_promotion, delivery_address, delivery_city_id,
                          delivery_postal_code, delivery_neighborhood, delivery_notes, contact_phone,
                          cash_tendered, tip_amount, idempotency_key, request_hash, payment_method, status, placed_at)
      values (${order.id}, ${quote.business_id}, ${order.userId}, ${quote.subtotal_amount}, ${quote.shipping_amount},
              ${quote.total_amount}, ${quote.discount_amount},
              ${quote.applied_promotion ? JSON.stringify(quote.applied_promotion) : null}::jsonb, ${order.deliveryAddress}, ${order.deliveryCityId}, ${order.deliveryPostalCode},
              ${order.deliveryNeighborhood}, ${order.deliveryNotes}, ${order.contactPhone},
              ${order.cashTendered}::numeric, ${quote.tip_amount}::numeric, ${order.idempotencyKey}, ${order.requestHash},
              ${order.paymentMethod}, ${firstStatus}, ${placed ? sql`now()` : null})
      on conflict (user_id, idempotency_key) where idempotency_key is not null do nothing
      returning id, created_at, updated_at
    ), new_lines as (
      insert into order_items (order_id, menu_item_id, menu_item_variant_id, item_name, variant_name,
                               quantity, unit_price, variant_price_extra, notes, created_at)
      select new_order.id, line.menu_item_id, line.variant_id, line.item_name, line.variant_name,
             line.quantity, line.unit_price, line.variant_price_extra, line.notes,
             now() + make_interval(secs => line.position / 1000000.0)
      from new_order
      cross join jsonb_to_recordset(${lines}::jsonb) as line(
        position integer, menu_item_id uuid, variant_id uuid, item_name text, variant_name text,
        quantity integer, unit_price numeric, variant_price_extra numeric, notes text)
      returning id, created_at
    ), announced as (
      insert into event_outbox (topic, payload)
      select ${order.event.topic}, ${order.event.payload}::jsonb from new_order where ${placed}
    ), first_change as (
      -- The first line of its history (recordOrderChange in @cerca/deliveries writes the others).
      insert into order_status_changes (order_id, from_status, to_status, actor, actor_id)
      select new_order.id, null, ${firstStatus}, 'customer', ${order.userId}::uuid from new_order
    )
    select new_order.id, new_order.created_at, new_order.updated_at,
           array(select new_lines.id from new_lines order by new_lines.created_at) as line_ids
    from new_order`.execute(db);
  const inserted = rows[0];
  if (!inserted) {
    const existing = await findByIdempotencyKey(db, order.userId, order.idempotencyKey);
    if (!existing) throw new Error('idempotency conflict without a row');
    return { ...existing, created: false };
  }
  return {
    created: true,
    id: inserted.id,
    created_at: new Date(inserted.created_at),
    updated_at: new Date(inserted.updated_at),
    lineIds: inserted.line_ids,
  };
}

const ORDER_COLUMNS = [
  'orders.id',
  'orders.user_id',
  'orders.driver_id',
  'orders.status',
  'orders.subtotal_amount',
  'orders.shipping_amount',
  'orders.total_amount',
  'orders.discount_amount',
  'orders.applied_promotion',
  'orders.delivery_address',
  'orders.delivery_notes',
  'orders.contact_phone',
  'orders.cash_tendered',
  'orders.tip_amount',
  sql<string | null>`(orders.cash_tendered - orders.total_amount)::text`.as('cash_change'),
  'orders.payment_method',
  'orders.cancelled_by',
  'orders.cancel_reason',
  'orders.cancel_note',
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
  discount_amount: string;
  applied_promotion: AppliedPromotion | null;
  delivery_address: string;
  delivery_notes: string | null;
  contact_phone: string | null;
  cash_tendered: string | null;
  cash_change: string | null;
  tip_amount: string;
  payment_method: OrderPaymentMethod;
  cancelled_by: OrderCanceller | null;
  cancel_reason: OrderCancelReason | null;
  cancel_note: string | null;
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
  const [lines, photos, payments] = await Promise.all([
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
      .selectFrom('businesses')
      .select(['id', mainPhotoUrl('businesses.id', 'card').as('url')])
      .where('id', 'in', businessIds)
      .execute(),
    findPaymentsOf(db, orderIds),
  ]);
  const photoOf = new Map<string, string>();
  for (const photo of photos) {
    if (photo.url !== null) photoOf.set(photo.id, photo.url);
  }
  const linesOf = new Map<string, OrderLine[]>();
  for (const line of lines) {
    // Numeric columns as the contract's two-decimal strings.
    const priced = {
      unit_price: fromCents(toCents(line.unit_price)),
      variant_price_extra: fromCents(toCents(line.variant_price_extra)),
      quantity: line.quantity,
    };
    linesOf.set(line.order_id, [
      ...(linesOf.get(line.order_id) ?? []),
      {
        id: line.id,
        menu_item_id: line.menu_item_id,
        variant_id: line.menu_item_variant_id,
        item_name: line.item_name,
        variant_name: line.variant_name,
        ...priced,
        line_total: lineTotal(priced),
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
    discount_amount: row.discount_amount,
    applied_promotion: row.applied_promotion,
    delivery_address: row.delivery_address,
    delivery_notes: row.delivery_notes,
    contact_phone: row.contact_phone,
    cash_tendered: row.cash_tendered,
    cash_change: row.cash_change,
    tip_amount: row.tip_amount,
    payment_method: row.payment_method,
    payment: payments.get(row.id) ?? null,
    cancelled_by: row.cancelled_by,
    cancel_reason: row.cancel_reason,
    cancel_note: row.cancel_note,
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
): Promise<{ orders: MyOrder[]; positions: OrderPosition[] }> {
  let query = db
    .selectFrom('orders')
    .innerJoin('businesses', 'businesses.id', 'orders.business_id')
    .select(ORDER_COLUMNS)
    .select([
      sql<string>`to_char(orders.created_at at time zone 'UTC', ${sql.lit(TIME_FORMAT)})`.as('position_at'),
      // "Ayuda con mi pedido" (issue 25): what the card needs to offer it and show what was sent.
      deliveredAtOfOrder.as('delivered_at'),
      helpReportsOfOrder.as('help_reports'),
      lateTipOfOrder.as('late_tip'),
    ])
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
  const orders = await withDetails(db, rows as OrderRow[]);
  return {
    orders: orders.map((order, index) => ({
      ...order,
      delivered_at: rows[index]!.delivered_at,
      help_reports: rows[index]!.help_reports,
      late_tip: rows[index]!.late_tip,
    })),
    positions: rows.map((row) => ({ at: row.position_at, id: row.id })),
  };
}
