import { i18n } from '@cerca/i18n';
import { loadExposedModule } from '@cerca/remote-kit/exposed';
import { getAuthClient } from '@cerca/session';
import { toast } from '@cerca/ui';
import { NS } from '../../../lib/i18n';
import type { AuthFlowDeps, AuthToastKey, ToastKind } from '../lib/auth-flow';

function notify(kind: ToastKind, key: AuthToastKey, id?: string): void {
  const message = i18n.t(`auth.toasts.${key}`, { ns: NS });
  const options = id ? { id } : undefined;
  if (kind === 'loading') toast.loading(message, options);
  else if (kind === 'success') toast.success(message, options);
  else toast.error(message, options);
}

/** The real collaborators of the sign-in / sign-up flow: GoTrue, mf_discovery's business form, sonner. */
export const authFlowDeps: AuthFlowDeps = {
  async signIn(credentials) {
    const { error } = await (await getAuthClient()).signInWithPassword(credentials);
    return { error };
  },
  async signUp({ email, password, userType }) {
    const { data, error } = await (await getAuthClient()).signUp({
      email,
      password,
      options: { data: { user_type: userType } },
    });
    return { error, hasSession: Boolean(data.session) };
  },
  async hasSession() {
    const { data } = await (await getAuthClient()).getSession();
    return data.session !== null;
  },
  // Through mf_discovery's business form (already loaded: the sign-up showed it), which owns the
  // endpoint and refreshes every app's lists of the person's businesses.
  createBusiness: async (business) =>
    (await loadExposedModule('mf_discovery/business-form')).createBusiness(business),
  notify,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
