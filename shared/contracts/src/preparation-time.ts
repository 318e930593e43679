import * as z from 'zod/mini';
import { MAX_PREPARATION_MINUTES, MIN_PREPARATION_MINUTES } from './order-eta';

// The owner's preparation time (issue 25): GET/PUT /api/ordering/businesses/:id/preparation-time.
// Its own file so the orders panel's control loads only this schema.

export const preparationTimeSchema = z.object({ minutes: z.number() });
export type PreparationTime = z.infer<typeof preparationTimeSchema>;

/** Whole minutes within the bounds the database also checks. */
export const preparationTimeBodySchema = z.strictObject({
  minutes: z.int().check(z.minimum(MIN_PREPARATION_MINUTES), z.maximum(MAX_PREPARATION_MINUTES)),
});
export type PreparationTimeBody = z.infer<typeof preparationTimeBodySchema>;
