import { registerNamespace } from '@cerca/i18n';
import { getAuthClient } from '@cerca/session';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import texts from '../../../locales/es-MX/auth-landing.json';
import { type AuthFragment, asksForPassword, parseAuthFragment } from './auth-fragment';
import { AuthLandingDialog, type LandingView, NS } from './auth-landing-dialog';

registerNamespace(NS, texts);

/** Signs in with the session a mailed link carried; an unusable link becomes the error dialog. */
async function startSession(
  fragment: Extract<AuthFragment, { kind: 'session' }>,
): Promise<LandingView | null> {
  try {
    const client = await getAuthClient();
    const { data, error } = await client.setSession({
      access_token: fragment.accessToken,
      refresh_token: fragment.refreshToken,
    });
    if (error || !data.session) throw error ?? new Error('no session');
    return asksForPassword(fragment)
      ? { kind: 'set-password', email: data.session.user.email ?? null }
      : null;
  } catch (error) {
    console.error('[cerca] signing in from a mailed link failed', error);
    return { kind: 'link-error', signInFailed: true };
  }
}

/**
 * Loaded by the entry only when the URL fragment looks like /auth/v1/verify's (the entry has
 * already removed it from the address bar and history): signs in and, for a recovery or an
 * invitation, asks for the new password in a dialog over the page the person landed on.
 */
export async function landFromLink(hash: string): Promise<void> {
  const fragment = parseAuthFragment(hash);
  if (!fragment) return;
  const view: LandingView | null =
    fragment.kind === 'error' ? { kind: 'link-error', signInFailed: false } : await startSession(fragment);
  if (!view) return;
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  // After the closing event has been handled: a root must not unmount itself mid-update.
  const dispose = () =>
    setTimeout(() => {
      root.unmount();
      host.remove();
    }, 0);
  root.render(createElement(AuthLandingDialog, { view, onDone: dispose }));
}
