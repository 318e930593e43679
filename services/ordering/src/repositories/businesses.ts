import type { Db } from '@cerca/db';

/** Ids of the businesses a person owns, oldest first. */
export async function listOwnedBusinessIds(db: Db, ownerId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('businesses')
    .select('id')
    .where('owner_id', '=', ownerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}
