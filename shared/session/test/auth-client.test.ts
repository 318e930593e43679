import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The real client is exercised end to end (deploy/e2e: sign-up, sign-in, sign-out, admin gate).
// Here a stand-in GoTrueClient records when a client is created (the library is imported for
// that alone) and who subscribes, to prove that a visitor without a stored session never loads
// it and that no listener is lost.
const created = vi.fn();
const subscribed: Array<(event: string, session: unknown) => void> = [];

vi.mock('@supabase/auth-js', () => {
  class GoTrueClient {
    constructor() {
      created();
    }
    onAuthStateChange(listener: (event: string, session: unknown) => void) {
      subscribed.push(listener);
      listener('INITIAL_SESSION', { access_token: 'stored-token' });
      return {
        data: { subscription: { unsubscribe: () => subscribed.splice(subscribed.indexOf(listener), 1) } },
      };
    }
    async getSession() {
      return { data: { session: { access_token: 'stored-token' } } };
    }
  }
  return { GoTrueClient };
});

let storageListeners: Array<(event: { key: string; newValue: string | null }) => void> = [];

function browser(stored: Record<string, string>) {
  const storage = new Map(Object.entries(stored));
  storageListeners = [];
  vi.stubGlobal('window', {
    location: { origin: 'http://localhost:8080' },
    localStorage: { getItem: (key: string) => storage.get(key) ?? null },
    addEventListener: (type: string, listener: (event: { key: string; newValue: string | null }) => void) => {
      if (type === 'storage') storageListeners.push(listener);
    },
  });
}

/** A session as GoTrueClient stores it, its access token good for `minutes` more. */
function storedSession(minutes: number) {
  return {
    access_token: 'fresh-token',
    refresh_token: 'refresh-1',
    token_type: 'bearer',
    expires_in: minutes * 60,
    expires_at: Math.floor(Date.now() / 1000) + minutes * 60,
    user: { id: 'u1', app_metadata: {}, user_metadata: {}, aud: 'authenticated', created_at: '' },
  };
}

beforeEach(() => {
  vi.resetModules();
  created.mockClear();
  subscribed.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the session client', () => {
  it('tells a visitor without a stored session "signed out" without loading auth-js', async () => {
    browser({});
    const { currentAccessToken, onAuthStateChange } = await import('../src/auth-client');
    const events: Array<[string, unknown]> = [];
    onAuthStateChange((event, session) => events.push([event, session]));
    expect(events).toEqual([['INITIAL_SESSION', null]]);
    expect(await currentAccessToken()).toBeNull();
    expect(created).not.toHaveBeenCalled();
  });

  it('attaches waiting listeners as soon as something loads the client, before its caller goes on', async () => {
    browser({});
    const { getAuthClient, onAuthStateChange } = await import('../src/auth-client');
    const events: string[] = [];
    const stop = onAuthStateChange((event) => events.push(event));
    const client = await getAuthClient();
    expect(created).toHaveBeenCalledTimes(1);
    expect(subscribed).toHaveLength(1);
    expect(events).toEqual(['INITIAL_SESSION', 'INITIAL_SESSION']);
    expect(await getAuthClient()).toBe(client);
    stop();
    expect(subscribed).toHaveLength(0);
  });

  it('loads the client at once for a browser that keeps a session', async () => {
    browser({ 'sb-cerca-auth-token': '{"access_token":"stored-token"}' });
    const { currentAccessToken, onAuthStateChange } = await import('../src/auth-client');
    const sessions: unknown[] = [];
    onAuthStateChange((_event, session) => sessions.push(session));
    expect(await currentAccessToken()).toBe('stored-token');
    expect(created).toHaveBeenCalledTimes(1);
    expect(sessions).toEqual([{ access_token: 'stored-token' }]);
  });

  it('uses a fresh stored session without loading auth-js, and loads it when the session comes due', async () => {
    vi.useFakeTimers();
    const session = storedSession(60);
    browser({ 'sb-cerca-auth-token': JSON.stringify(session) });
    const { currentAccessToken, onAuthStateChange } = await import('../src/auth-client');
    const events: Array<[string, unknown]> = [];
    onAuthStateChange((event, current) => events.push([event, current]));
    expect(events).toEqual([['INITIAL_SESSION', session]]);
    expect(await currentAccessToken()).toBe('fresh-token');
    expect(created).not.toHaveBeenCalled();

    // 90 s before expiry (when GoTrueClient refreshes), the client loads and takes over.
    await vi.advanceTimersByTimeAsync(60 * 60_000 - 91_000);
    expect(created).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(subscribed).toHaveLength(1));
    expect(events.at(-1)).toEqual(['INITIAL_SESSION', { access_token: 'stored-token' }]);
  });

  it('loads auth-js at once for a stored session due for a refresh', async () => {
    browser({ 'sb-cerca-auth-token': JSON.stringify(storedSession(1)) });
    const { currentAccessToken } = await import('../src/auth-client');
    expect(await currentAccessToken()).toBe('stored-token');
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('loads auth-js when another tab changes the session, so this one follows', async () => {
    browser({ 'sb-cerca-auth-token': JSON.stringify(storedSession(60)) });
    const { onAuthStateChange } = await import('../src/auth-client');
    const events: string[] = [];
    onAuthStateChange((event) => events.push(event));
    expect(created).not.toHaveBeenCalled();
    for (const listener of storageListeners) listener({ key: 'other-key', newValue: 'x' });
    expect(created).not.toHaveBeenCalled();
    for (const listener of storageListeners) listener({ key: 'sb-cerca-auth-token', newValue: null });
    await vi.waitFor(() => expect(subscribed).toHaveLength(1));
    expect(created).toHaveBeenCalledTimes(1);
  });
});
