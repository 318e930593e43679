import * as z from 'zod/mini';
import { ROLES, USER_TYPES } from './roles';

/** GET /api/ordering/me — what the chrome's user menu needs about the signed-in person. */
export const meResponseSchema = z.object({
  profile: z.object({
    id: z.uuid(),
    username: z.string(),
    full_name: z.nullable(z.string()),
    avatar_url: z.nullable(z.string()),
    email: z.nullable(z.string()),
    role: z.enum(ROLES),
    managed_city_id: z.nullable(z.uuid()),
    user_type: z.enum(USER_TYPES),
    /** Whether /profile/{id} shows the e-mail (PUT /api/ordering/me/settings). */
    show_email: z.boolean(),
  }),
  isAdmin: z.boolean(),
  ownedBusinessIds: z.array(z.uuid()),
  hasMessages: z.boolean(),
});

/**
 * PUT /api/ordering/me/settings — the caller's public-profile settings (issue 9); answers the
 * stored values. Here rather than in city-life: /profile's remote reads it from this singleton.
 */
export const profileSettingsSchema = z.object({ show_email: z.boolean() });

export type MeResponse = z.infer<typeof meResponseSchema>;
export type ProfileSettings = z.infer<typeof profileSettingsSchema>;
