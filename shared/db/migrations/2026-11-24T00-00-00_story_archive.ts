import { type Kysely, sql } from 'kysely';

// Frozen. DESIGN §10: a story leaves the public at expires_at and is archived (not deleted) for
// its owner, who can still add it to a highlight collection. The story-expiry job sets
// archived_at; the 10-minute sweep archives the stories whose job was lost and deletes (row and
// media) archived stories whose expires_at is more than 30 days old and that are in no
// collection. Public reads keep filtering on expires_at > now(), so archived_at is never needed
// to hide a story.
//
// - business_stories_unarchived_expires_idx: the sweep's "due but not archived yet" range.
// - business_stories_archived_expires_idx: the sweep's "archived more than 30 days ago" range,
//   in (expires_at, id) keyset order.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
alter table business_stories add column archived_at timestamptz;
create index business_stories_unarchived_expires_idx on business_stories (expires_at)
  where archived_at is null;
create index business_stories_archived_expires_idx on business_stories (expires_at, id)
  where archived_at is not null;
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
drop index if exists business_stories_archived_expires_idx;
drop index if exists business_stories_unarchived_expires_idx;
alter table business_stories drop column if exists archived_at;
`)
    .execute(db);
}
