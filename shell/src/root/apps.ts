import type { RemoteEntry } from '@cerca/contracts';
import { matchesRoute } from '@cerca/contracts/route-match';
import { addErrorHandler, getAppNames, registerApplication, unregisterApplication } from 'single-spa';
import { loadAppLifecycles, registerFederatedRemote } from './federation';
import { createOutletView, outletElement } from './outlet';
import { createResilientApp, type ResilientApp } from './resilient-app';

/** The single-spa application name of the chrome (top bar, tabs, dialogs, toasts, onboarding). */
export const CHROME_APP = 'cerca-chrome';

const apps = new Map<string, ResilientApp>();

function register(remote: RemoteEntry): void {
  registerFederatedRemote(remote);
  const app = createResilientApp({
    name: remote.name,
    view: createOutletView(remote.name),
    load: ({ fresh }) => loadAppLifecycles(remote, fresh),
    onFailure: (error, phase) => console.error(`[cerca] ${remote.name} failed (${phase})`, error),
  });
  apps.set(remote.name, app);
  registerApplication({
    name: remote.name,
    // Never rejects: the lifecycles load the remote on mount and show the fallback on failure.
    app: async () => app,
    activeWhen: (location) => remote.routes.some((pattern) => matchesRoute(pattern, location.pathname)),
    customProps: {
      domElementGetter: () => outletElement(remote.name),
      // single-spa-react uses a custom prop `errorBoundary` when the remote sets none: a render
      // error then replaces the remote with the shell's fallback instead of a blank outlet.
      errorBoundary: (error: unknown) => {
        app.crash(error);
        return null;
      },
    },
  });
}

/**
 * Makes the registered applications exactly the remotes this visitor may load: new ones are
 * registered (a sign-in as admin adds mf_admin), removed ones unregistered (sign-out unmounts it).
 */
export function syncRemoteApps(visible: readonly RemoteEntry[]): void {
  const wanted = new Set(visible.map((remote) => remote.name));
  for (const remote of visible) if (!apps.has(remote.name)) register(remote);
  for (const name of getAppNames()) {
    if (name === CHROME_APP || wanted.has(name)) continue;
    apps.delete(name);
    void unregisterApplication(name).catch((error) => console.error(`[cerca] unregister ${name}`, error));
  }
}

/** single-spa reports lifecycle errors here: a remote's goes to its own outlet, nothing else breaks. */
export function installAppErrorHandler(): void {
  addErrorHandler((error) => {
    const app = apps.get(error.appOrParcelName);
    console.error(`[cerca] ${error.appOrParcelName} failed`, error);
    app?.fail(error);
  });
}
