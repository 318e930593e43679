import type { Database } from '@cerca/db';
import type { AuthUser } from '@cerca/service-kit';
import type { Kysely } from 'kysely';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type RoomRequest = { kind: 'business'; id: string } | { kind: 'zone'; id: string };

/** `business:<uuid>` or `zone:<uuid>`; the user room is joined automatically, never asked for. */
export function parseRoom(room: unknown): RoomRequest | null {
  if (typeof room !== 'string') return null;
  const match = /^(business|zone):(.+)$/.exec(room);
  if (!match?.[2] || !UUID.test(match[2])) return null;
  return { kind: match[1] as 'business' | 'zone', id: match[2].toLowerCase() };
}

/**
 * A business room is for its owner (new orders, messages); a zone room is for approved drivers
 * of that city who are available now (orders looking for a driver; issue 21: a suspended,
 * deleted or unavailable driver is refused, and is made to leave when that changes).
 */
export async function mayJoin(db: Kysely<Database>, user: AuthUser, room: RoomRequest): Promise<boolean> {
  if (room.kind === 'business') {
    const row = await db
      .selectFrom('businesses')
      .select('id')
      .where('id', '=', room.id)
      .where('owner_id', '=', user.id)
      .executeTakeFirst();
    return row !== undefined;
  }
  const driver = await db
    .selectFrom('drivers')
    .select('id')
    .where('id', '=', user.id)
    .where('zone_id', '=', room.id)
    .where('status', '=', 'approved')
    .where('is_available', '=', true)
    .executeTakeFirst();
  return driver !== undefined;
}
