import { type Db, type NewAuthSigningKey, sql } from '@cerca/db';

/** Any 64-bit number, the same in every instance: serialises the first key generation. */
const KEY_LOCK_ID = 0x63657263_61; // "cerca"

/** The stored keys of one algorithm, newest first. */
export function listSigningKeys(db: Db, alg: string) {
  return db
    .selectFrom('auth.signing_keys')
    .select(['kid', 'private_jwk', 'public_jwk', 'active'])
    .where('alg', '=', alg)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Held until the transaction ends; call inside one. */
export async function lockSigningKeyCreation(trx: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(${KEY_LOCK_ID})`.execute(trx);
}

export async function hasActiveSigningKey(db: Db): Promise<boolean> {
  const active = await db
    .selectFrom('auth.signing_keys')
    .select('kid')
    .where('active', '=', true)
    .executeTakeFirst();
  return active !== undefined;
}

export async function insertSigningKey(db: Db, key: NewAuthSigningKey): Promise<void> {
  await db
    .insertInto('auth.signing_keys')
    .values(key)
    .onConflict((oc) => oc.column('kid').doNothing())
    .execute();
}
