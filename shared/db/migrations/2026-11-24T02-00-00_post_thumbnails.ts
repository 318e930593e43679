import { type Kysely, sql } from 'kysely';

// Frozen. Post images and business photos get a 480 px WebP thumbnail next to the original,
// written by the image-thumbnails job and recorded here (null until the job has run, and for
// videos and text-only posts). Feeds and cards show it where the image is small.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
alter table business_posts add column thumbnail_url text;
alter table business_photos add column thumbnail_url text;
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
alter table business_photos drop column if exists thumbnail_url;
alter table business_posts drop column if exists thumbnail_url;
`)
    .execute(db);
}
