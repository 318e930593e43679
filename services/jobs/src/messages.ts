/** Spanish texts the jobs write into notifications (shown to people as stored). */
export const JOB_MESSAGES = {
  promotionExpiredTitle: 'Tu promoción expiró',
} as const;
