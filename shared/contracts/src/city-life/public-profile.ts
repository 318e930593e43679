import * as z from 'zod/mini';

// The public profile /profile/{id} (spec 01 §2, 02 §2). Its one setting, show_email, is
// profileSettingsSchema of @cerca/contracts (me.ts): /profile reads and writes it.

/** At most this many of the person's businesses are linked from the profile. */
export const PROFILE_BUSINESSES_LIMIT = 20;

/** A business the person owns, as the profile links it (newest first). */
export const profileBusinessSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.string(),
  /** The first main photo; null without photos. */
  logo_url: z.nullable(z.string()),
});

/**
 * GET /api/discovery/people/:id — the same answer for every caller. The e-mail is null unless its
 * owner turned on show_email in /profile's settings; unknown or malformed ids answer 404
 * 'person_not_found' 'Usuario no encontrado'. The posts are GET /api/discovery/people/:id/posts
 * (postsPageSchema of @cerca/contracts, newest first, keyset pages).
 */
export const publicProfileResponseSchema = z.object({
  profile: z.object({
    id: z.uuid(),
    username: z.string(),
    full_name: z.nullable(z.string()),
    avatar_url: z.nullable(z.string()),
    email: z.nullable(z.string()),
    /** When the person joined (the profile row's created_at). */
    created_at: z.string(),
  }),
  /** Publications (the rows of one multi-photo post count once), approved only. */
  posts_count: z.int(),
  businesses: z.array(profileBusinessSchema),
});

export type ProfileBusiness = z.infer<typeof profileBusinessSchema>;
export type PublicProfileResponse = z.infer<typeof publicProfileResponseSchema>;
