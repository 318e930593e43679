import * as z from 'zod/mini';
import { orderingStateSchema } from './kitchen';

// The business page's Menú tab (issue 10; sold out and pauses, issue 25), served by the ordering
// service. Imported by file ('@cerca/contracts/public-menu') by services/ordering and mf-ordering:
// apart from business-page.ts, which every business page loads first.

export const menuVariantSchema = z.object({ id: z.uuid(), name: z.string(), price_extra: z.string() });
export const menuItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.nullable(z.string()),
  /** MXN as a decimal string ("85.00"): money never travels as a float. */
  price: z.string(),
  image_url: z.nullable(z.string()),
  variants: z.array(menuVariantSchema),
  /** "Agotado hoy" (issue 25): listed, not orderable until the business's next opening. */
  sold_out: z.boolean(),
});
/**
 * GET /api/ordering/businesses/:id/menu — active items by category, in the owner's order, and
 * whether the business takes orders now (open, closed by its hours, or paused by its kitchen).
 */
export const publicMenuResponseSchema = z.object({
  categories: z.array(z.object({ id: z.uuid(), name: z.string(), items: z.array(menuItemSchema) })),
  ordering: orderingStateSchema,
});

export type MenuItem = z.infer<typeof menuItemSchema>;
export type PublicMenuResponse = z.infer<typeof publicMenuResponseSchema>;
