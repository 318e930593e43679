import { z } from 'zod';

// Request bodies are lenient on purpose: GoTrue clients send extra fields (gotrue_meta_security,
// code_challenge, …) and missing or malformed values get GoTrue's own messages from the handlers.
const metadata = z.record(z.string(), z.any());

export const signupBody = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().optional(),
  data: metadata.optional(),
});

export const tokenQuery = z.object({ grant_type: z.string().optional() });
export const tokenBody = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().optional(),
  refresh_token: z.string().optional(),
});

export const updateUserBody = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().optional(),
  data: metadata.optional(),
});

export const logoutQuery = z.object({ scope: z.string().optional() });

export const redirectQuery = z.object({ redirect_to: z.string().optional() });
export const recoverBody = z.object({ email: z.string().optional() });

export const verifyQuery = z.object({
  token: z.string().optional(),
  type: z.string().optional(),
  redirect_to: z.string().optional(),
});
export const verifyBody = z.object({
  type: z.string().optional(),
  token_hash: z.string().optional(),
  token: z.string().optional(),
  email: z.string().optional(),
});

export const adminListQuery = z.object({
  page: z.string().optional(),
  per_page: z.string().optional(),
});
export const adminUserParams = z.object({ id: z.string() });
export const adminUserBody = z.object({
  email: z.string().optional(),
  password: z.string().optional(),
  email_confirm: z.boolean().optional(),
  user_metadata: metadata.optional(),
  app_metadata: metadata.optional(),
  ban_duration: z.string().optional(),
});

// Responses (documented in /auth/v1/openapi.json; metadata objects pass through as they are).
export const userSchema = z.object({
  id: z.string(),
  aud: z.string(),
  role: z.string(),
  email: z.string(),
  email_confirmed_at: z.string().nullable(),
  phone: z.string(),
  confirmed_at: z.string().nullable(),
  last_sign_in_at: z.string().nullable(),
  banned_until: z.string().optional(),
  app_metadata: metadata,
  user_metadata: metadata,
  identities: z.array(metadata),
  created_at: z.string(),
  updated_at: z.string(),
  is_anonymous: z.boolean(),
});

export const sessionSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  expires_at: z.number().int(),
  refresh_token: z.string(),
  user: userSchema,
});

export const errorSchema = z.looseObject({ code: z.number().int(), error_code: z.string(), msg: z.string() });
