/**
 * The single-spa root config: tiny and framework-free. It registers the chrome (always active)
 * and, from the gateway's /remotes.json, every remote this visitor may load, each active on its
 * exact routes and mounted in its own outlet. Unknown paths go to "/", gated ones are refused.
 */
import '@cerca/ui/styles.css';
import './styles/shell.css';
import { i18n, registerNamespace } from '@cerca/i18n';
import { registerApplication, start } from 'single-spa';
import chromeTexts from './locales/es-MX/chrome.json';
import { CHROME_APP, installAppErrorHandler, syncRemoteApps } from './root/apps';
import { installRemoteErrorPlugin } from './root/federation';
import { enforceRoute, type GuardState, installRouteGuard, installScrollReset } from './root/guard';
import { installLinkInterception } from './root/links';
import { fetchRemotesManifest } from './root/manifest';
import { fallbackNode, OUTLET_ID } from './root/outlet';
import { ownerOf, remotesFor } from './root/routes';
import { watchRole } from './root/session-role';

// A mailed auth link lands with its session (or its error) in the fragment: take it out of the
// address bar and history at once, and load the sign-in and its dialog only in that case.
// The role is read once signed in, so the route guard lets an invited driver stay on their page.
const { hash } = window.location;
let landing: Promise<void> | undefined;
if (/[#&](access_token|error)=/.test(hash)) {
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  landing = import(
    /* webpackChunkName: "on-demand-auth-landing" */ './chrome/features/auth-landing/land-from-link'
  )
    .then(({ landFromLink }) => landFromLink(hash))
    .catch((error) => console.error('[cerca] auth link landing failed', error));
}

registerNamespace('chrome', chromeTexts);
installRemoteErrorPlugin();
installAppErrorHandler();
installScrollReset();

registerApplication({ name: CHROME_APP, app: () => import('./chrome/lifecycles'), activeWhen: () => true });
start({ urlRerouteOnly: true });

let state: GuardState | null = null;
installRouteGuard(() => state);
installLinkInterception(
  (pathname) => pathname === '/' || (state !== null && ownerOf(pathname, state.remotes) !== undefined),
);

const followRole = () =>
  watchRole((role) => {
    if (!state) return;
    state = { ...state, role };
    syncRemoteApps(remotesFor(state.remotes, role));
    enforceRoute(state);
  });
const rolePromise = landing ? landing.then(followRole) : followRole();

async function boot(): Promise<void> {
  let remotes: GuardState['remotes'];
  try {
    remotes = (await fetchRemotesManifest()).remotes;
  } catch (error) {
    console.error('[cerca] /remotes.json failed', error);
    showManifestFallback();
    return;
  }
  state = { remotes, role: await rolePromise };
  enforceRoute(state);
  syncRemoteApps(remotesFor(remotes, state.role));
}

/** Without the manifest no page can load: say so in the outlet; the chrome still works. */
function showManifestFallback(): void {
  const outlet = document.getElementById(OUTLET_ID);
  if (!outlet) return;
  const t = (key: string) => i18n.t(key, { ns: 'chrome' });
  const { node } = fallbackNode(
    'manifest',
    () => {
      node.remove();
      void boot();
    },
    t('manifest.title'),
    t('manifest.description'),
  );
  outlet.append(node);
}

void boot();
