import { type Kysely, sql } from 'kysely';

// Frozen. Issue 21: the people search (GET /api/discovery/users?q=) matches usernames and full
// names by substring, and an e-mail only when the whole address is typed and its owner shows it
// (profiles.show_email): an e-mail substring no longer lists a company's people. The name is
// compared as f_unaccent(lower(full_name)) ('lopez' finds 'López'), served by a trigram index;
// usernames keep profiles_username_trgm_idx. The exact e-mail gets a btree on lower(email): the
// trigram index also answers equality, but a bare domain ('@empresa.mx') shares its trigrams
// with every address of that domain, and each one would be fetched and rechecked.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
create index profiles_full_name_trgm_idx on profiles
  using gin (public.f_unaccent(lower(full_name)) gin_trgm_ops);
create index profiles_email_lower_idx on profiles (lower(email));
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
drop index if exists profiles_email_lower_idx;
drop index if exists profiles_full_name_trgm_idx;
`)
    .execute(db);
}
