import * as z from 'zod/mini';

// Issue 25: "Propina para tu repartidor". The checkout sends a choice, never an amount to trust:
// a fixed amount in pesos ($10 · $15 · $20 · Otra) or a percentage of the subtotal (10 · 15 · 20 %).
// The server computes tip_amount in cents and adds it to the total. In its own file: the order
// schemas and the checkout import it without the rest of each other.

/** The preset amounts (MXN) and percentages the checkout offers. */
export const TIP_AMOUNTS = ['10', '15', '20'] as const;
export const TIP_PERCENTS = [10, 15, 20] as const;
/** The largest tip the server accepts (MXN); above it is a typo, not generosity. */
export const TIP_MAX = '5000.00';

/** A tip as chosen: an amount as typed ('15', '25.50'), or one of the percentages. Absent: no tip. */
export const tipChoiceSchema = z.union([
  z.strictObject({ kind: z.literal('amount'), amount: z.string().check(z.trim(), z.maxLength(20)) }),
  z.strictObject({ kind: z.literal('percent'), percent: z.literal(TIP_PERCENTS) }),
]);
export type TipChoice = z.infer<typeof tipChoiceSchema>;

/**
 * A tip added after delivery (issue 25), charged to the saved card on its own: 'pending' until the
 * provider answers, then 'succeeded' (final) or 'failed' (may be tried again).
 */
export const LATE_TIP_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type LateTipStatus = (typeof LATE_TIP_STATUSES)[number];

export const lateTipSchema = z.object({
  amount: z.string(),
  status: z.enum(LATE_TIP_STATUSES),
  /** The decline ('card_declined', 'authentication_required'), when it failed. */
  failure_code: z.nullable(z.string()),
});
export type LateTip = z.infer<typeof lateTipSchema>;

/** POST /api/ordering/me/orders/:id/late-tip: the tip, chosen as at checkout. */
export const addLateTipBodySchema = z.strictObject({ tip: tipChoiceSchema });
export type AddLateTipBody = z.infer<typeof addLateTipBodySchema>;

export const lateTipResponseSchema = z.object({ late_tip: lateTipSchema });
