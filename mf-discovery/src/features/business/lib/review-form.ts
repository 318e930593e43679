import { type Review, type ReviewBody, reviewBodySchema } from '@cerca/contracts/business-page';
import { zodResolver } from '@hookform/resolvers/zod';

// Escribir Reseña in the house form pattern: the values are the body PUT /review takes and the
// resolver is the schema the endpoint validates with.

/** Checks the stars (1–5) and trims the comment exactly as PUT /review will. */
export const reviewFormResolver = zodResolver(reviewBodySchema);

/** A new review starts with no stars (0, which the schema refuses); editing starts from the caller's. */
export function reviewFormDefaults(mine: Pick<Review, 'rating' | 'comment'> | null): ReviewBody {
  return { rating: mine?.rating ?? 0, comment: mine?.comment ?? '' };
}
