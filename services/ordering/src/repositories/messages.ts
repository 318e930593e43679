import type { Db } from '@cerca/db';

/** Whether the person has sent or received at least one business message (menu link to /messages). */
export async function hasAnyMessage(db: Db, userId: string): Promise<boolean> {
  // Two indexed probes (sender index, receiver index) instead of one OR that scans.
  const sent = await db
    .selectFrom('business_messages')
    .select('id')
    .where('sender_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  if (sent) return true;
  const received = await db
    .selectFrom('business_messages')
    .select('id')
    .where('receiver_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return Boolean(received);
}
