import { type Db, sql } from '@cerca/db';

/**
 * Everything GET /me needs about the signed-in person, in one round trip: the profile, the
 * account's e-mail proof (for ADMIN_EMAILS), the businesses they own and whether they have any
 * message. /me is on every page load, so its four reads ride one statement.
 */
export function findMeSummary(db: Db, userId: string) {
  return db
    .selectFrom('profiles')
    .innerJoin('auth.users', 'auth.users.id', 'profiles.id')
    .select((eb) => [
      'profiles.id',
      'profiles.username',
      'profiles.full_name',
      'profiles.avatar_url',
      'profiles.email',
      'profiles.role',
      'profiles.managed_city_id',
      'profiles.user_type',
      'profiles.show_email',
      'auth.users.email as account_email',
      'auth.users.raw_app_meta_data',
      sql<string[]>`array(${eb
        .selectFrom('businesses')
        .select('businesses.id')
        .whereRef('businesses.owner_id', '=', 'profiles.id')
        .orderBy('businesses.created_at')
        .orderBy('businesses.id')})`.as('owned_business_ids'),
      // Two indexed probes (sender index, receiver index) instead of one OR that scans.
      sql<boolean>`(${eb.exists(
        eb
          .selectFrom('business_messages')
          .select('business_messages.id')
          .whereRef('business_messages.sender_id', '=', 'profiles.id'),
      )} or ${eb.exists(
        eb
          .selectFrom('business_messages')
          .select('business_messages.id')
          .whereRef('business_messages.receiver_id', '=', 'profiles.id'),
      )})`.as('has_messages'),
    ])
    .where('profiles.id', '=', userId)
    .executeTakeFirst();
}
