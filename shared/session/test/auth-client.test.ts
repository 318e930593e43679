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

function browser(stored: Record<string, string>) {
  const storage = new Map(Object.entries(stored));
  vi.stubGlobal('window', {
    location: { origin: 'http://localhost:8080' },
    localStorage: { getItem: (key: string) => storage.get(key) ?? null },
    addEventListener: vi.fn(),
  });
}

beforeEach(() => {
  vi.resetModules();
  created.mockClear();
  subscribed.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

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
});
