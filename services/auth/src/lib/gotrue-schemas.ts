import { z } from 'zod';

// Request bodies are lenient on purpose: GoTrue clients send extra fields (gotrue_meta_security,
// code_challenge, …) and missing or malformed values get GoTrue's own messages from the handlers.
export const metadataSchema = z.record(z.string(), z.any());

export const redirectQuery = z.object({ redirect_to: z.string().optional() });

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
  app_metadata: metadataSchema,
  user_metadata: metadataSchema,
  identities: z.array(metadataSchema),
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
