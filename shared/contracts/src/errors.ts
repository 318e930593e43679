import * as z from 'zod/mini';

/** Every non-auth service answers errors with this body; `message` is Spanish, for people. */
export const errorBodySchema = z.object({
  statusCode: z.int(),
  code: z.string(),
  error: z.string(),
  message: z.string(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
