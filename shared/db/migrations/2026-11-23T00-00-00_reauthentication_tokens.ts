import { type Kysely, sql } from 'kysely';

// Frozen. A password change from an older session needs a code mailed to the account
// (GoTrue's reauthentication nonce, GET /auth/v1/reauthenticate): a new one-time token type.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
alter table auth.one_time_tokens drop constraint one_time_tokens_token_type_check;
alter table auth.one_time_tokens add constraint one_time_tokens_token_type_check
  check (token_type in ('recovery', 'confirmation', 'reauthentication'));
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
delete from auth.one_time_tokens where token_type = 'reauthentication';
alter table auth.one_time_tokens drop constraint one_time_tokens_token_type_check;
alter table auth.one_time_tokens add constraint one_time_tokens_token_type_check
  check (token_type in ('recovery', 'confirmation'));
`)
    .execute(db);
}
