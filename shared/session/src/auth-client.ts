import type { AuthChangeEvent, GoTrueClient, Session } from '@supabase/auth-js';

/** Starts with "sb-" like every Supabase session key, so sign-out can clear them by prefix. */
export const AUTH_STORAGE_KEY = 'sb-cerca-auth-token';

type AuthListener = (event: AuthChangeEvent, session: Session | null) => void;

let loading: Promise<GoTrueClient> | undefined;
/** Listeners of visitors without a stored session, attached when the client is first loaded. */
const waiting = new Set<(client: GoTrueClient) => void>();
let watchingOtherTabs = false;

/**
 * The page's one session client: @supabase/auth-js against our GoTrue-compatible /auth/v1.
 * This package is a Module Federation singleton, so the chrome and every remote share this
 * instance, its persisted session and its automatic refresh. It is loaded on first need: it
 * weighs ~25 KB compressed and its start is a long task on a phone, and a visitor who has never
 * signed in needs none of it to see a page.
 */
export function getAuthClient(): Promise<GoTrueClient> {
  loading ??= import('@supabase/auth-js').then(({ GoTrueClient }) => {
    const client = new GoTrueClient({
      url: `${window.location.origin}/auth/v1`,
      storageKey: AUTH_STORAGE_KEY,
      autoRefreshToken: true,
      persistSession: true,
      detectSessionInUrl: false,
    });
    // Before any caller's continuation runs (a sign-in), so no event is missed.
    for (const attach of waiting) attach(client);
    waiting.clear();
    return client;
  });
  return loading;
}

/** Whether this browser keeps a session; storage that cannot be read counts as "maybe". */
export function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    return true;
  }
}

/** A sign-in in another tab stores the session: load the client so this tab follows it. */
function watchOtherTabs(): void {
  if (watchingOtherTabs) return;
  watchingOtherTabs = true;
  window.addEventListener('storage', (event) => {
    if (event.key === AUTH_STORAGE_KEY && event.newValue !== null) void getAuthClient();
  });
}

/**
 * GoTrueClient.onAuthStateChange without loading the client for a visitor who has no stored
 * session: they are told INITIAL_SESSION with no session at once, and the listener is attached
 * to the client when something loads it (a sign-in here or in another tab), which then reports
 * the new session. Returns the unsubscribe function.
 */
export function onAuthStateChange(listener: AuthListener): () => void {
  let unsubscribe: (() => void) | undefined;
  let cancelled = false;
  const attach = (client: GoTrueClient) => {
    if (cancelled) return;
    const { data } = client.onAuthStateChange(listener);
    unsubscribe = () => data.subscription.unsubscribe();
  };
  if (loading || hasStoredSession()) {
    void getAuthClient().then(attach);
  } else {
    waiting.add(attach);
    watchOtherTabs();
    listener('INITIAL_SESSION', null);
  }
  return () => {
    cancelled = true;
    waiting.delete(attach);
    unsubscribe?.();
  };
}

/** The bearer token for API calls, or null for a visitor (without loading the client). */
export async function currentAccessToken(): Promise<string | null> {
  if (!loading && !hasStoredSession()) return null;
  const { data } = await (await getAuthClient()).getSession();
  return data.session?.access_token ?? null;
}
