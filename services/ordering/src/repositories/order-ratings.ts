import type { OrderRating } from '@cerca/contracts/order-ratings';
import { type Db, sql } from '@cerca/db';

// "Califica tu pedido" (issue 25): one rating per order (its primary key).

const TIME_FORMAT = `YYYY-MM-DD"T"HH24:MI:SS.US"Z"`;
const createdAt = sql<string>`to_char(created_at at time zone 'UTC', ${sql.lit(TIME_FORMAT)})`;

export interface NewOrderRating {
  order_id: string;
  business_id: string;
  driver_id: string | null;
  user_id: string;
  food_stars: number;
  delivery_stars: number | null;
  comment: string | null;
}

/** The stored rating, or undefined when the order already had one (the first one stays). */
export async function insertOrderRating(db: Db, rating: NewOrderRating): Promise<OrderRating | undefined> {
  return db
    .insertInto('order_ratings')
    .values(rating)
    .onConflict((conflict) => conflict.column('order_id').doNothing())
    .returning(['order_id', 'food_stars', 'delivery_stars', 'comment', createdAt.as('created_at')])
    .executeTakeFirst();
}

/** The customer's latest ratings (My orders shows its page of orders, newest first). */
export async function listMyOrderRatings(db: Db, userId: string, limit: number): Promise<OrderRating[]> {
  return db
    .selectFrom('order_ratings')
    .select(['order_id', 'food_stars', 'delivery_stars', 'comment', createdAt.as('created_at')])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}
