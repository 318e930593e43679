import type { NewBusiness } from '@cerca/contracts/business-form';
import { describe, expect, it, vi } from 'vitest';
import { type AuthFlowDeps, BUSINESS_CREATION_DELAY_MS, submitSignIn, submitSignUp } from './auth-flow';

const BUSINESS: NewBusiness['fields'] = {
  name: 'Tacos El Güero',
  description: 'Tacos al pastor',
  address: 'Av. Juárez 10',
  city: 'Oaxaca de Juárez',
  state: 'Oaxaca',
  zip_code: '68000',
  category: 'Restaurantes',
  subcategory: 'Tacos',
  city_id: '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  price_range: 1,
  business_type: 'menu',
};

function deps(overrides: Partial<AuthFlowDeps> = {}) {
  const notices: Array<[string, string, string | undefined]> = [];
  const waits: number[] = [];
  const base: AuthFlowDeps = {
    signIn: async () => ({ error: null }),
    signUp: async () => ({ error: null, hasSession: true }),
    hasSession: async () => true,
    createBusiness: async () => {},
    notify: (kind, key, id) => notices.push([kind, key, id]),
    wait: async (ms) => {
      waits.push(ms);
    },
    ...overrides,
  };
  return { deps: base, notices, waits };
}

const credentials = { email: 'ana@example.com', password: 'secreto123' };
const personal = { ...credentials, userType: 'user' as const };
const business = {
  ...credentials,
  userType: 'business' as const,
  business: { fields: BUSINESS, photos: [] },
};

describe('submitSignIn', () => {
  it('toasts success', async () => {
    const { deps: d, notices } = deps();
    expect(await submitSignIn(credentials, d)).toBe('signed-in');
    expect(notices).toEqual([['success', 'signInSuccess', undefined]]);
  });
  it('maps invalid credentials and other failures', async () => {
    const invalid = deps({ signIn: async () => ({ error: { message: 'Invalid login credentials' } }) });
    expect(await submitSignIn(credentials, invalid.deps)).toBe('failed');
    expect(invalid.notices).toEqual([['error', 'invalidCredentials', undefined]]);

    const down = deps({ signIn: () => Promise.reject(new TypeError('fetch failed')) });
    expect(await submitSignIn(credentials, down.deps)).toBe('failed');
    expect(down.notices).toEqual([['error', 'signInFailed', undefined]]);
  });
});

describe('submitSignUp', () => {
  it('sends the account type and says "Registro exitoso" when a session came back', async () => {
    const signUp = vi.fn(async () => ({ error: null, hasSession: true }));
    const { deps: d, notices } = deps({ signUp });
    expect(await submitSignUp(personal, d)).toMatchObject({ outcome: 'signed-up', hasSession: true });
    expect(signUp).toHaveBeenCalledWith({ ...credentials, userType: 'user' });
    expect(notices).toEqual([['success', 'signUpSuccess', undefined]]);
  });
  it('asks to verify the e-mail only when no session came back', async () => {
    const { deps: d, notices } = deps({ signUp: async () => ({ error: null, hasSession: false }) });
    await submitSignUp(personal, d);
    expect(notices).toEqual([['success', 'signUpVerifyEmail', undefined]]);
  });
  it('reports an e-mail already registered so the form switches to sign-in', async () => {
    const { deps: d, notices } = deps({
      signUp: async () => ({ error: { message: 'User already registered' }, hasSession: false }),
    });
    expect((await submitSignUp(personal, d)).outcome).toBe('already-registered');
    expect(notices).toEqual([['error', 'alreadyRegistered', undefined]]);
  });
  it('says why a weak password was refused instead of suggesting another e-mail', async () => {
    const { deps: d, notices } = deps({
      signUp: async () => ({
        error: { message: 'Password should be at least 8 characters.', code: 'weak_password' },
        hasSession: false,
      }),
    });
    expect((await submitSignUp(personal, d)).outcome).toBe('failed');
    expect(notices).toEqual([['error', 'weakPassword', undefined]]);
  });
  it('maps other failures to the generic message', async () => {
    const { deps: d, notices } = deps({
      signUp: async () => ({ error: { message: 'boom' }, hasSession: false }),
    });
    expect((await submitSignUp(personal, d)).outcome).toBe('failed');
    expect(notices).toEqual([['error', 'signUpFailed', undefined]]);
  });

  it('creates the business 2 s after a business sign-up', async () => {
    const createBusiness = vi.fn(async () => {});
    const { deps: d, notices, waits } = deps({ createBusiness });
    const result = await submitSignUp(business, d);
    expect(await result.businessCreation).toBe('created');
    expect(waits).toEqual([BUSINESS_CREATION_DELAY_MS]);
    expect(BUSINESS_CREATION_DELAY_MS).toBe(2000);
    expect(createBusiness).toHaveBeenCalledWith({ fields: BUSINESS, photos: [] });
    expect(notices.map(([kind, key]) => [kind, key])).toEqual([
      ['loading', 'creatingBusiness'],
      ['success', 'businessCreated'],
    ]);
    // The result replaces the loading toast.
    expect(new Set(notices.map(([, , id]) => id)).size).toBe(1);
  });
  it('reports a failed business creation', async () => {
    const { deps: d, notices } = deps({ createBusiness: () => Promise.reject(new Error('500')) });
    expect(await (await submitSignUp(business, d)).businessCreation).toBe('failed');
    expect(notices.at(-1)?.slice(0, 2)).toEqual(['error', 'businessFailed']);
  });
  it('reports a missing session instead of creating the business', async () => {
    const createBusiness = vi.fn(async () => {});
    const { deps: d, notices } = deps({ hasSession: async () => false, createBusiness });
    expect(await (await submitSignUp(business, d)).businessCreation).toBe('no-session');
    expect(createBusiness).not.toHaveBeenCalled();
    expect(notices.at(-1)?.slice(0, 2)).toEqual(['error', 'noSession']);
  });
});
