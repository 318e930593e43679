import { createHash } from 'node:crypto';
import { sql } from '@cerca/db';
import type { PromotionExpiryJob } from '@cerca/queues';
import { DelayedError, type Job } from 'bullmq';
import type { ProcessorDeps } from '../deps';
import messages from '../messages.json';
import { deliverNotification } from './notifications';

/** One notification id per promotion, so telling the owner twice is impossible. */
function notificationIdFor(messageId: string): string {
  const hex = createHash('sha256').update(`promotion-expired:${messageId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

async function notifyOwner(
  deps: ProcessorDeps,
  promotion: { id: string; business_id: string; title: string; owner_id: string },
) {
  await deliverNotification(deps, {
    notificationId: notificationIdFor(promotion.id),
    userId: promotion.owner_id,
    type: 'promotion_expired',
    title: messages.promotionExpiredTitle,
    body: promotion.title,
    data: { messageId: promotion.id, businessId: promotion.business_id },
  });
}

const promotionsQuery = (deps: ProcessorDeps) =>
  deps.db
    .selectFrom('business_global_messages as m')
    .innerJoin('businesses as b', 'b.id', 'm.business_id')
    .select(['m.id', 'm.business_id', 'm.title', 'm.expires_at', 'b.owner_id', sql<Date>`now()`.as('now')]);

/**
 * promotion-expiry/expire: at a promotion's expires_at, tells the business owner. Reads of
 * promotions filter on expires_at; nothing is deleted (the business keeps its history).
 */
export function createPromotionExpiryProcessor(deps: ProcessorDeps) {
  return async (job: Job<PromotionExpiryJob>, token?: string) => {
    const promotion = await promotionsQuery(deps).where('m.id', '=', job.data.messageId).executeTakeFirst();
    if (!promotion) return { outcome: 'missing' };
    const expiresAt = new Date(promotion.expires_at);
    if (expiresAt.getTime() > new Date(promotion.now).getTime()) {
      await job.moveToDelayed(expiresAt.getTime(), token);
      throw new DelayedError();
    }
    await notifyOwner(deps, promotion);
    return { outcome: 'notified' };
  };
}

/** promotion-expiry/sweep: owners of promotions that expired in the last day and were missed. */
export function createPromotionSweepProcessor(deps: ProcessorDeps) {
  return async () => {
    const expired = await promotionsQuery(deps)
      .where('m.expires_at', '<=', sql<Date>`now()`)
      .where('m.expires_at', '>', sql<Date>`now() - interval '1 day'`)
      .where('m.type', '=', 'promotion')
      .execute();
    for (const promotion of expired) await notifyOwner(deps, promotion);
    return { notified: expired.length };
  };
}
