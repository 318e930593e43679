import * as z from 'zod/mini';

// Issue 25: "Califica tu pedido". After delivery the customer rates the food and, when a driver
// delivered it, the delivery (1–5 stars each), with a short comment. One rating per order, within
// RATING_WINDOW_DAYS of the delivery, and final once sent (the server enforces all of it).

export const RATING_WINDOW_DAYS = 7;
export const MAX_RATING_COMMENT = 280;

const stars = z.int().check(z.minimum(1), z.maximum(5));

/** POST /api/ordering/me/orders/:id/rating */
export const orderRatingBodySchema = z.strictObject({
  food_stars: stars,
  /** Required when a driver delivered the order; refused when none did. */
  delivery_stars: z.optional(stars),
  comment: z.optional(z.string().check(z.trim(), z.maxLength(MAX_RATING_COMMENT))),
});
export type OrderRatingBody = z.infer<typeof orderRatingBodySchema>;

export const orderRatingSchema = z.object({
  order_id: z.uuid(),
  food_stars: z.int(),
  delivery_stars: z.nullable(z.int()),
  comment: z.nullable(z.string()),
  created_at: z.string(),
});
export type OrderRating = z.infer<typeof orderRatingSchema>;

/** GET /api/ordering/me/order-ratings — the customer's latest ratings, for My orders. */
export const myOrderRatingsSchema = z.object({ items: z.array(orderRatingSchema) });
export type MyOrderRatings = z.infer<typeof myOrderRatingsSchema>;
