import type { OrderPaymentMethod } from '@cerca/contracts/order-payment';
import type { AppliedPromotion } from '@cerca/contracts/promotion-rules';
import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';
import type { Generated, Numeric, OptionalNumeric, OptionalTimestamp, Timestamp } from './columns';
import type {
  AddressLabel,
  OrderCanceller,
  OrderCancelReason,
  OrderChangeActor,
  OrderHelpReason,
  OrderHelpStatus,
  OrderStatus,
  PromotionRuleKind,
} from './enums';

export interface MenuCategoriesTable {
  id: Generated<string>;
  business_id: string;
  name: string;
  order: Generated<number>;
  created_at: Generated<Timestamp>;
}

export interface MenuItemsTable {
  id: Generated<string>;
  /** Must equal the category's business (composite foreign key). */
  business_id: string;
  category_id: string;
  name: string;
  description: string | null;
  /** numeric(12,2) > 0, MXN. */
  price: Numeric;
  image_url: string | null;
  active: Generated<boolean>;
  /** "Agotado hoy" (issue 25): not orderable before this instant; null or past is available. */
  sold_out_until: OptionalTimestamp;
  order: Generated<number>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface MenuItemVariantsTable {
  id: Generated<string>;
  menu_item_id: string;
  name: string;
  /** numeric(12,2) >= 0, added to the item price. */
  price_extra: Generated<Numeric>;
  created_at: Generated<Timestamp>;
}

export interface OrdersTable {
  id: Generated<string>;
  business_id: string;
  /** Null only after the customer deleted the account (history kept for the business). */
  user_id: string | null;
  driver_id: string | null;
  status: Generated<OrderStatus>;
  /** Sum of the item lines; CHECK total_amount = subtotal_amount + shipping_amount. */
  subtotal_amount: Numeric;
  shipping_amount: Generated<Numeric>;
  total_amount: Numeric;
  delivery_address: string;
  delivery_notes: string | null;
  /** The customer's phone for this delivery (issue 10 checkout); null on older orders. */
  contact_phone: string | null;
  /** The checkout's key: unique per customer, so a double tap makes one order. */
  idempotency_key: string | null;
  /** sha256 of the checkout request; the same key with another body is refused (409). */
  request_hash: string | null;
  /** Who cancelled it and why (issue 25); null unless cancelled (CHECK). */
  cancelled_by: Generated<OrderCanceller | null>;
  cancel_reason: Generated<OrderCancelReason | null>;
  cancel_note: Generated<string | null>;
  /** The address's city, postal code and colonia, as the zone rules read them (issue 25); null on older orders. */
  delivery_city_id: Generated<string | null>;
  delivery_postal_code: Generated<string | null>;
  delivery_neighborhood: Generated<string | null>;
  /** "¿Con cuánto pagas?" (issue 25): the bill a cash order is paid with; null is the exact amount. */
  cash_tendered: OptionalNumeric;
  /** The tip for the driver (issue 25), by the server; part of total_amount. */
  tip_amount: Generated<Numeric>;
  /** "¿Cómo quieres pagar?" (issue 25): 'cash', 'card' or 'oxxo'. */
  payment_method: Generated<OrderPaymentMethod>;
  /** When it reached the business: at once for cash, once paid for card and OXXO (null until then). */
  placed_at: OptionalTimestamp;
  /** What an automatic promotion took off (issue 25); total = subtotal + shipping − discount. */
  discount_amount: Generated<Numeric>;
  /** The promotion id, title and rule as applied; null when none was. */
  applied_promotion: ColumnType<AppliedPromotion | null, string | null | undefined, string | null>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

/** An order's history: one row per change of its status, by whom and why (issue 25). */
export interface OrderStatusChangesTable {
  id: Generated<string>;
  order_id: string;
  /** Null for the order's creation. */
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  actor: OrderChangeActor;
  /** The person who made the change; null for the system or once their account is gone. */
  actor_id: string | null;
  reason: OrderCancelReason | null;
  note: string | null;
  created_at: Generated<Timestamp>;
}

/**
 * "Ayuda con mi pedido" (issue 25): a customer's report of a problem with a delivered or late
 * order; at most one per order and reason (unique).
 */
export interface OrderHelpReportsTable {
  id: Generated<string>;
  order_id: string;
  /** The order's business, copied when written (the lists read by business). */
  business_id: string;
  /** The customer; null once their account is gone. */
  user_id: string | null;
  reason: OrderHelpReason;
  note: string | null;
  /** Key in the private order-help-photos bucket. */
  photo_key: string | null;
  status: Generated<OrderHelpStatus>;
  /** Set with status 'resolved' (CHECK). */
  resolved_at: Timestamp | null;
  resolved_by: string | null;
  created_at: Generated<Timestamp>;
}

export interface OrderItemsTable {
  id: Generated<string>;
  order_id: string;
  /** Null once the menu item is deleted; the line keeps its name and prices. */
  menu_item_id: string | null;
  menu_item_variant_id: string | null;
  item_name: string;
  variant_name: string | null;
  quantity: number;
  unit_price: Numeric;
  variant_price_extra: Generated<Numeric>;
  notes: string | null;
  created_at: Generated<Timestamp>;
}

/** A customer's saved address, "Mis direcciones" (issue 25); at most one default per person. */
export interface UserAddressesTable {
  id: Generated<string>;
  user_id: string;
  label: AddressLabel;
  /** The person's own name for it ("Casa de mi mamá"); null shows the label's name. */
  name: string | null;
  street: string;
  number: string;
  interior: string | null;
  neighborhood: string;
  /** Five digits. */
  postal_code: string;
  city_id: string;
  between_streets: string | null;
  references: string | null;
  is_default: Generated<boolean>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

/** Where a business delivers (issue 25); no row means the whole city. */
export interface BusinessDeliveryZonesTable {
  business_id: string;
  postal_codes: Generated<string[]>;
  neighborhoods: Generated<string[]>;
  updated_at: Generated<Timestamp>;
}

/** A customer's rating of a delivered order (issue 25): one per order. */
export interface OrderRatingsTable {
  order_id: string;
  business_id: string;
  /** The order's driver when rated; null when nobody delivered it (then no delivery_stars). */
  driver_id: string | null;
  user_id: string | null;
  food_stars: number;
  delivery_stars: number | null;
  comment: string | null;
  created_at: Generated<Timestamp>;
}

/** Ordering's rule for one of discovery's promotions (issue 25), keyed by the promotion. */
export interface PromotionRulesTable {
  promotion_id: string;
  business_id: string;
  kind: PromotionRuleKind;
  percent: number | null;
  amount: Numeric | null;
  menu_item_id: string | null;
  min_subtotal: Generated<Numeric>;
  weekdays: Generated<number[]>;
  start_minute: Generated<number>;
  end_minute: Generated<number>;
  updated_at: Generated<Timestamp>;
}

export interface OrderingTables {
  menu_categories: MenuCategoriesTable;
  menu_items: MenuItemsTable;
  menu_item_variants: MenuItemVariantsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_status_changes: OrderStatusChangesTable;
  user_addresses: UserAddressesTable;
  business_delivery_zones: BusinessDeliveryZonesTable;
  order_help_reports: OrderHelpReportsTable;
  order_ratings: OrderRatingsTable;
  promotion_rules: PromotionRulesTable;
}

export type MenuCategory = Selectable<MenuCategoriesTable>;
export type NewMenuCategory = Insertable<MenuCategoriesTable>;
export type MenuCategoryUpdate = Updateable<MenuCategoriesTable>;
export type MenuItem = Selectable<MenuItemsTable>;
export type NewMenuItem = Insertable<MenuItemsTable>;
export type MenuItemUpdate = Updateable<MenuItemsTable>;
export type MenuItemVariant = Selectable<MenuItemVariantsTable>;
export type NewMenuItemVariant = Insertable<MenuItemVariantsTable>;
export type MenuItemVariantUpdate = Updateable<MenuItemVariantsTable>;
export type Order = Selectable<OrdersTable>;
export type NewOrder = Insertable<OrdersTable>;
export type OrderUpdate = Updateable<OrdersTable>;
export type OrderItem = Selectable<OrderItemsTable>;
export type NewOrderItem = Insertable<OrderItemsTable>;
export type OrderItemUpdate = Updateable<OrderItemsTable>;
export type OrderStatusChange = Selectable<OrderStatusChangesTable>;
export type NewOrderStatusChange = Insertable<OrderStatusChangesTable>;
export type OrderHelpReportRow = Selectable<OrderHelpReportsTable>;
export type NewOrderHelpReport = Insertable<OrderHelpReportsTable>;
