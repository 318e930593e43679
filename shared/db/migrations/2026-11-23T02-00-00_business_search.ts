import { type Kysely, sql } from 'kysely';

// Frozen. Business search and category grids (spec 01 §2) are keyset pages ordered by
// rating_avg desc, rating_count desc, id desc within a city, with category and subcategory
// compared case-insensitively (lower(...)). These indexes serve that order with the id tie-break,
// so a page is an index range, also from a cursor. businesses_city_rank_idx supersedes
// businesses_city_rating_idx (same columns without id), which is dropped. Text search (q) keeps
// using the trigram indexes on f_unaccent(lower(name / description)).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
create index businesses_city_rank_idx on businesses (city_id, rating_avg desc, rating_count desc, id desc);
create index businesses_city_category_rank_idx
  on businesses (city_id, lower(category), lower(subcategory), rating_avg desc, rating_count desc, id desc);
drop index if exists businesses_city_rating_idx;
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
create index if not exists businesses_city_rating_idx on businesses (city_id, rating_avg desc, rating_count desc);
drop index if exists businesses_city_category_rank_idx;
drop index if exists businesses_city_rank_idx;
`)
    .execute(db);
}
