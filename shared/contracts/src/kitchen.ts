import * as z from 'zod/mini';

// Issue 25: a kitchen that can say it is busy. "Pausar pedidos" for a while, and "Agotado hoy" on
// an item until the business's next opening. Imported by file ('@cerca/contracts/kitchen') by
// services/ordering and mf-ordering (the orders panel, the menu manager, the Menú tab).

/** The pauses the panel offers; null is "hasta reabrir". */
export const ORDERS_PAUSE_MINUTES = [15, 30, 60] as const;

/** PUT /api/ordering/businesses/:id/orders-pause. */
export const ordersPauseBodySchema = z.strictObject({
  minutes: z.nullable(z.union([z.literal(15), z.literal(30), z.literal(60)])),
});
export type OrdersPauseBody = z.infer<typeof ordersPauseBodySchema>;

/**
 * Whether a business takes orders now: `paused` with `paused_until` (null: until the owner
 * reopens), or not paused.
 */
export const ordersPauseSchema = z.object({
  paused: z.boolean(),
  paused_until: z.nullable(z.string()),
});
export type OrdersPause = z.infer<typeof ordersPauseSchema>;

/** PUT /api/ordering/businesses/:id/menu/items/:itemId/sold-out. */
export const soldOutBodySchema = z.strictObject({ sold_out: z.boolean() });
/** Until when the item is sold out (null: available). */
export const soldOutResponseSchema = z.object({ sold_out_until: z.nullable(z.string()) });

/** Why the Menú tab offers no "Agregar" now: the business is closed, or paused. */
export const ORDERING_STATES = ['open', 'closed', 'paused'] as const;
export const orderingStateSchema = z.object({
  state: z.enum(ORDERING_STATES),
  /** When paused: until when (null: until the owner reopens). */
  paused_until: z.nullable(z.string()),
});
export type OrderingState = z.infer<typeof orderingStateSchema>;
