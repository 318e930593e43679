import { z } from 'zod';

/** GET /api/ordering/me — what the chrome's user menu needs about the signed-in person. */
export const meResponseSchema = z.object({
  profile: z.object({
    id: z.string().uuid(),
    username: z.string(),
    full_name: z.string().nullable(),
    avatar_url: z.string().nullable(),
    email: z.string().nullable(),
    role: z.enum(['user', 'city_partner', 'admin']),
    managed_city_id: z.string().uuid().nullable(),
    user_type: z.enum(['user', 'business']),
  }),
  isAdmin: z.boolean(),
  ownedBusinessIds: z.array(z.string().uuid()),
  hasMessages: z.boolean(),
});

export type MeResponse = z.infer<typeof meResponseSchema>;
