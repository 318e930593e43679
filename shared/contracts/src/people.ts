import * as z from 'zod/mini';

/**
 * What any response may say about a person who is not the caller: never the e-mail, phone, role
 * or account type. The e-mail of a public profile is a separate, opt-in field (issue 9).
 */
export const publicPersonSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  full_name: z.nullable(z.string()),
  avatar_url: z.nullable(z.string()),
});

/**
 * GET /api/discovery/users?q= — a username or full-name substring, or the whole e-mail of someone
 * who shows it (profiles.show_email); at most USER_SEARCH_LIMIT.
 */
export const USER_SEARCH_LIMIT = 20;
export const userSearchQuerySchema = z.object({ q: z.string().check(z.maxLength(100)) });
export const userSearchResponseSchema = z.object({ users: z.array(publicPersonSchema) });

export type PublicPerson = z.infer<typeof publicPersonSchema>;
export type UserSearchResponse = z.infer<typeof userSearchResponseSchema>;
