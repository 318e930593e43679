import { mainPhotoUrl, sql } from '@cerca/db';

// Columns every driver-facing order list selects the same way: the offered orders here and the
// driver service's own deliveries.

/** created_at as exact UTC text (microseconds), so keyset cursors never skip rows. */
export const DELIVERY_TIME_FORMAT = `YYYY-MM-DD"T"HH24:MI:SS.US"Z"`;

/** The order's created_at in DELIVERY_TIME_FORMAT, as the driver's lists read it. */
export const orderCreatedAtText = sql<string>`to_char(orders.created_at at time zone 'UTC', ${sql.lit(DELIVERY_TIME_FORMAT)})`;

/** The business's logo (its main photo), as the business pages show it. */
export const businessLogoUrl = mainPhotoUrl('businesses.id');
