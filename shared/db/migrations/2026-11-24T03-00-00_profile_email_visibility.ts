import { type Kysely, sql } from 'kysely';

// Frozen. Issue 9, the public profile (/profile/{id}): a person's e-mail is shown there only
// when they turn on profiles.show_email in /profile's settings; off for everyone by default.
// The profile's post list is a keyset scan of (user_id, created_at desc, id desc); the old
// (user_id, created_at desc) index is its prefix, so it is replaced rather than kept twice.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
alter table profiles add column show_email boolean not null default false;
create index business_posts_user_feed_idx on business_posts (user_id, created_at desc, id desc);
drop index if exists business_posts_user_created_idx;
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
create index if not exists business_posts_user_created_idx on business_posts (user_id, created_at desc);
drop index if exists business_posts_user_feed_idx;
alter table profiles drop column if exists show_email;
`)
    .execute(db);
}
