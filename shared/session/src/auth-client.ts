import { GoTrueClient } from '@supabase/auth-js';

/** Starts with "sb-" like every Supabase session key, so sign-out can clear them by prefix. */
export const AUTH_STORAGE_KEY = 'sb-cerca-auth-token';

let client: GoTrueClient | undefined;

/**
 * The page's one session client: @supabase/auth-js against our GoTrue-compatible /auth/v1.
 * This package is a Module Federation singleton, so the chrome and every remote share this
 * instance, its persisted session and its automatic refresh.
 */
export function getAuthClient(): GoTrueClient {
  if (!client) {
    client = new GoTrueClient({
      url: `${window.location.origin}/auth/v1`,
      storageKey: AUTH_STORAGE_KEY,
      autoRefreshToken: true,
      persistSession: true,
      detectSessionInUrl: false,
    });
  }
  return client;
}
