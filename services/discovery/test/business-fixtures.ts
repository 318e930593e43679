import { type Db, sql } from '@cerca/db';
import { expect } from 'vitest';

// Rows the business-page tests hang on a business (photos come from @cerca/db-testing's
// insertBusinessPhoto), and the error assertion they share.

/** Sets the maintained rating columns directly, to test orderings without writing reviews. */
export async function setRating(db: Db, businessId: string, avg: number, count: number) {
  await db
    .updateTable('businesses')
    .set({ rating_avg: avg, rating_count: count })
    .where('id', '=', businessId)
    .execute();
}

/** An event `offset` (a Postgres interval such as '2 days' or '-1 minute') after the start of today in the zone. */
export async function insertEvent(
  db: Db,
  businessId: string,
  title: string,
  offset: string,
  options: { active?: boolean; timeZone?: string } = {},
) {
  const zone = options.timeZone ?? 'America/Mexico_City';
  return db
    .insertInto('weekend_plans')
    .values({
      business_id: businessId,
      title,
      description: `Descripción de ${title}`,
      image_url: `/storage/v1/object/public/business-posts/${title}.webp`,
      active: options.active ?? true,
      event_date: sql<Date>`(date_trunc('day', now() at time zone ${zone}) at time zone ${zone})
        + ${offset}::interval`,
    })
    .returning(['id', 'event_date'])
    .executeTakeFirstOrThrow();
}

export function expectError(
  response: { statusCode: number; json: () => unknown },
  status: number,
  code: string,
  message: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ statusCode: status, code, message });
}
