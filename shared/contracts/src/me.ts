import * as z from 'zod/mini';

/** GET /api/ordering/me — what the chrome's user menu needs about the signed-in person. */
export const meResponseSchema = z.object({
  profile: z.object({
    id: z.uuid(),
    username: z.string(),
    full_name: z.nullable(z.string()),
    avatar_url: z.nullable(z.string()),
    email: z.nullable(z.string()),
    role: z.enum(['user', 'city_partner', 'admin']),
    managed_city_id: z.nullable(z.uuid()),
    user_type: z.enum(['user', 'business']),
  }),
  isAdmin: z.boolean(),
  ownedBusinessIds: z.array(z.uuid()),
  hasMessages: z.boolean(),
});

export type MeResponse = z.infer<typeof meResponseSchema>;
