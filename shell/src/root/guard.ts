import type { RemoteEntry, Role } from '@cerca/contracts';
import { i18n } from '@cerca/i18n';
import { signInPath } from '@cerca/session';
import { toast } from '@cerca/ui';
import { decideRoute } from './routes';

export interface GuardState {
  /** The whole manifest, including remotes this visitor may not load. */
  remotes: readonly RemoteEntry[];
  role: Role | null;
}

/**
 * Applies the shell's routing rules to the current URL: unknown paths are replaced by "/",
 * gated pages send signed-out visitors to /profile?redirect=<this page> and people without the role to /dashboard
 * with "No tienes permiso para acceder a esta página".
 */
export function enforceRoute(state: GuardState): void {
  const decision = decideRoute(window.location.pathname, state.remotes, { role: state.role });
  switch (decision.kind) {
    case 'unknown':
      window.history.replaceState(null, '', decision.redirectTo);
      return;
    case 'sign-in':
      // The sign-in form brings the visitor back here afterwards.
      window.history.replaceState(null, '', signInPath(window.location.pathname + window.location.search));
      return;
    case 'forbidden':
      window.history.replaceState(null, '', decision.redirectTo);
      toast.error(i18n.t('routing.noPermission', { ns: 'chrome' }));
      return;
    default:
      return;
  }
}

/** Checks every navigation (single-spa announces each one before it changes applications). */
export function installRouteGuard(getState: () => GuardState | null): () => void {
  const check = () => {
    const state = getState();
    // Deferred: single-spa is in the middle of a reroute; the redirect queues the next one.
    if (state) queueMicrotask(() => enforceRoute(state));
  };
  window.addEventListener('single-spa:before-routing-event', check);
  return check;
}

/** Scrolls to the top when a navigation changes the path (not on back/forward, not for ?tab=). */
export function installScrollReset(): void {
  let lastPath = window.location.pathname;
  window.addEventListener('single-spa:routing-event', (event) => {
    const detail = (event as CustomEvent<{ originalEvent?: Event & { singleSpaTrigger?: string } }>).detail;
    const path = window.location.pathname;
    const trigger = detail?.originalEvent?.singleSpaTrigger;
    if (path !== lastPath && (trigger === 'pushState' || trigger === 'replaceState')) window.scrollTo(0, 0);
    lastPath = path;
  });
}
