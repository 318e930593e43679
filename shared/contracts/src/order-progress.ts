import * as z from 'zod/mini';
import { ORDER_STATUSES } from './order-statuses';
import { VEHICLE_TYPES } from './vehicle-types';

// An order's progress as its customer sees it (issue 25): the steps with their times, the arrival
// window and, once on the way, who brings it. GET /api/ordering/me/orders/:id/progress. Its own file
// so My orders loads only this schema.

export const orderProgressSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  /** When the order entered each status, oldest first (its history). */
  steps: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.string() })),
  /** The window it should arrive in (UTC instants); null once delivered or cancelled. */
  arrival: z.nullable(z.object({ from: z.string(), to: z.string() })),
  /** The business's city's time zone: the window is said in it. */
  time_zone: z.string(),
  /**
   * Who carries it, while on the way or once delivered; `phone` only while on the way and only when
   * the driver allows customers' calls.
   */
  driver: z.nullable(
    z.object({
      name: z.string(),
      vehicle_type: z.enum(VEHICLE_TYPES),
      phone: z.nullable(z.string()),
    }),
  ),
});
export type OrderProgress = z.infer<typeof orderProgressSchema>;
