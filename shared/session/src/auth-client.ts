import type { AuthChangeEvent, GoTrueClient, Session } from '@supabase/auth-js';

/** Starts with "sb-" like every Supabase session key, so sign-out can clear them by prefix. */
export const AUTH_STORAGE_KEY = 'sb-cerca-auth-token';

type AuthListener = (event: AuthChangeEvent, session: Session | null) => void;

let loading: Promise<GoTrueClient> | undefined;
/** Listeners of visitors without a stored session, attached when the client is first loaded. */
const waiting = new Set<(client: GoTrueClient) => void>();
let watchingOtherTabs = false;
/** The timer that loads the client when a fresh stored session comes due. */
let handover: ReturnType<typeof setTimeout> | undefined;

/**
 * The page's one session client: @supabase/auth-js against our GoTrue-compatible /auth/v1.
 * This package is a Module Federation singleton, so the chrome and every remote share this
 * instance, its persisted session and its automatic refresh. It is loaded on first need: it
 * weighs ~20 KB compressed and its start is a long task on a phone, and neither a visitor nor
 * a person whose stored session is still fresh needs it to see a page.
 */
export function getAuthClient(): Promise<GoTrueClient> {
  clearTimeout(handover);
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

/**
 * How close to its expiry GoTrueClient refreshes a session (its EXPIRY_MARGIN). Until then the
 * stored access token is the one the client would hand out.
 */
const REFRESH_MARGIN_MS = 90_000;

/**
 * The session this browser keeps, while its access token is good for more than the margin;
 * null otherwise (none, unreadable, or due for a refresh, which only the client does).
 */
function freshStoredSession(now = Date.now()): Session | null {
  try {
    const raw = window.localStorage.getItem(AUTH_STORAGE_KEY);
    if (!raw) return null;
    const session = JSON.parse(raw) as Partial<Session> | null;
    if (
      typeof session?.access_token !== 'string' ||
      typeof session.expires_at !== 'number' ||
      typeof session.user?.id !== 'string'
    )
      return null;
    return session.expires_at * 1000 - now > REFRESH_MARGIN_MS ? (session as Session) : null;
  } catch {
    return null;
  }
}

/**
 * Loads the client when the stored session comes due: it refreshes it on start and from then
 * on keeps it fresh. It stays the only one that ever refreshes (a refresh token is single use).
 */
function loadClientBeforeExpiry(session: Session): void {
  if (loading || handover !== undefined) return;
  const due = (session.expires_at ?? 0) * 1000 - REFRESH_MARGIN_MS - Date.now();
  // setTimeout's limit is about 24.8 days; a token lives an hour.
  handover = setTimeout(() => void getAuthClient(), Math.min(Math.max(due, 0), 2 ** 31 - 1));
}

/**
 * Another tab signed in, refreshed or signed out: load the client, which tells this tab's
 * listeners the session it now finds.
 */
function watchOtherTabs(): void {
  if (watchingOtherTabs) return;
  watchingOtherTabs = true;
  window.addEventListener('storage', (event) => {
    if (event.key === AUTH_STORAGE_KEY && !loading) void getAuthClient();
  });
}

/**
 * GoTrueClient.onAuthStateChange without loading the client while it has nothing to do:
 * - a visitor with no stored session is told INITIAL_SESSION with none;
 * - a person whose stored session is still fresh is told INITIAL_SESSION with it (a signed-in
 *   first visit then downloads none of auth-js, about 20 KB compressed: issue 24), and the client
 *   loads when that session comes due, or when another tab changes it.
 * Either way the listener is attached to the client once something loads it (a sign-in, a
 * sign-out, the refresh), which then reports the session it has. Returns the unsubscribe function.
 */
export function onAuthStateChange(listener: AuthListener): () => void {
  let unsubscribe: (() => void) | undefined;
  let cancelled = false;
  const attach = (client: GoTrueClient) => {
    if (cancelled) return;
    const { data } = client.onAuthStateChange(listener);
    unsubscribe = () => data.subscription.unsubscribe();
  };
  const fresh = loading ? null : freshStoredSession();
  if (loading || (!fresh && hasStoredSession())) {
    void getAuthClient().then(attach);
  } else {
    waiting.add(attach);
    watchOtherTabs();
    if (fresh) loadClientBeforeExpiry(fresh);
    listener('INITIAL_SESSION', fresh);
  }
  return () => {
    cancelled = true;
    waiting.delete(attach);
    unsubscribe?.();
  };
}

/**
 * The bearer token for API calls: without loading the client for a visitor (null) or while the
 * stored session is fresh (its token).
 */
export async function currentAccessToken(): Promise<string | null> {
  if (!loading) {
    const fresh = freshStoredSession();
    if (fresh) {
      loadClientBeforeExpiry(fresh);
      return fresh.access_token;
    }
    if (!hasStoredSession()) return null;
  }
  const { data } = await (await getAuthClient()).getSession();
  return data.session?.access_token ?? null;
}
