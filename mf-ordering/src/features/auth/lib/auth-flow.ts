import type { UserType } from '@cerca/contracts';
import type { NewBusiness } from '@cerca/contracts/business-form';
import { type AuthErrorLike, signInErrorKey, signUpErrorKey } from '@cerca/session';

/** Spec 02 §9: the business is created about 2 seconds after a business sign-up. */
export const BUSINESS_CREATION_DELAY_MS = 2000;

/** Keys under ordering.json `auth.toasts`. */
export type AuthToastKey =
  | 'signInSuccess'
  | 'signUpSuccess'
  | 'signUpVerifyEmail'
  | 'creatingBusiness'
  | 'businessCreated'
  | 'businessFailed'
  | 'noSession'
  | 'invalidCredentials'
  | 'signInFailed'
  | 'alreadyRegistered'
  | 'weakPassword'
  | 'signUpFailed';

export type ToastKind = 'success' | 'error' | 'loading';

export interface AuthFlowDeps {
  signIn(credentials: { email: string; password: string }): Promise<{ error: AuthErrorLike | null }>;
  signUp(input: {
    email: string;
    password: string;
    userType: UserType;
  }): Promise<{ error: AuthErrorLike | null; hasSession: boolean }>;
  /** Whether a session exists now (read again after the delay, not remembered from sign-up). */
  hasSession(): Promise<boolean>;
  /** Creates the business through mf_discovery's "./business-form", which owns that API call. */
  createBusiness(business: NewBusiness): Promise<unknown>;
  /** Shows a toast; `id` lets a later toast replace the loading one. */
  notify(kind: ToastKind, key: AuthToastKey, id?: string): void;
  wait(ms: number): Promise<void>;
}

export type SignInOutcome = 'signed-in' | 'failed';

export async function submitSignIn(
  credentials: { email: string; password: string },
  deps: AuthFlowDeps,
): Promise<SignInOutcome> {
  try {
    const { error } = await deps.signIn(credentials);
    if (error) {
      deps.notify('error', signInErrorKey(error));
      return 'failed';
    }
  } catch {
    deps.notify('error', 'signInFailed');
    return 'failed';
  }
  deps.notify('success', 'signInSuccess');
  return 'signed-in';
}

export interface SignUpInput {
  email: string;
  password: string;
  userType: UserType;
  /** A Negocio sign-up's business, as the form parsed it, with its photos. */
  business?: NewBusiness;
}

export interface SignUpResult {
  outcome: 'signed-up' | 'already-registered' | 'failed';
  /** Whether the auth service answered with a session (e-mail confirmation off). */
  hasSession: boolean;
  /** For business sign-ups: settles when the delayed business creation has finished. */
  businessCreation?: Promise<'created' | 'failed' | 'no-session'>;
}

const BUSINESS_TOAST_ID = 'cerca-signup-business';

/**
 * Signs up and, for a Negocio account, creates the business ~2 s later. The creation runs on its
 * own: the form unmounts as soon as the session appears, and the toasts must still follow.
 */
export async function submitSignUp(input: SignUpInput, deps: AuthFlowDeps): Promise<SignUpResult> {
  let answer: Awaited<ReturnType<AuthFlowDeps['signUp']>>;
  try {
    answer = await deps.signUp({ email: input.email, password: input.password, userType: input.userType });
  } catch {
    deps.notify('error', 'signUpFailed');
    return { outcome: 'failed', hasSession: false };
  }
  if (answer.error) {
    const key = signUpErrorKey(answer.error);
    deps.notify('error', key);
    return { outcome: key === 'alreadyRegistered' ? 'already-registered' : 'failed', hasSession: false };
  }

  if (input.userType !== 'business' || !input.business) {
    deps.notify('success', answer.hasSession ? 'signUpSuccess' : 'signUpVerifyEmail');
    return { outcome: 'signed-up', hasSession: answer.hasSession };
  }

  deps.notify('loading', 'creatingBusiness', BUSINESS_TOAST_ID);
  const businessCreation = createBusinessLater(input.business, deps);
  return { outcome: 'signed-up', hasSession: answer.hasSession, businessCreation };
}

async function createBusinessLater(
  business: NewBusiness,
  deps: AuthFlowDeps,
): Promise<'created' | 'failed' | 'no-session'> {
  await deps.wait(BUSINESS_CREATION_DELAY_MS);
  let signedIn = false;
  try {
    signedIn = await deps.hasSession();
  } catch {
    signedIn = false;
  }
  if (!signedIn) {
    deps.notify('error', 'noSession', BUSINESS_TOAST_ID);
    return 'no-session';
  }
  try {
    await deps.createBusiness(business);
  } catch {
    deps.notify('error', 'businessFailed', BUSINESS_TOAST_ID);
    return 'failed';
  }
  // The form's createBusiness tells every app (the user menu offers Mis Negocios now).
  deps.notify('success', 'businessCreated', BUSINESS_TOAST_ID);
  return 'created';
}
