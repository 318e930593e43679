import { registerNamespace } from '@cerca/i18n';
import { Route, Routes } from '@cerca/router';
import type { QueryClient } from '@tanstack/react-query';
import React, { type ReactNode } from 'react';
import singleSpaReact from 'single-spa-react';
import { ErrorFallback } from './components/error-fallback';
import { RemoteProvider } from './provider';
import { createQueryClient } from './query-client';
import { slicedReactDomClient } from './sliced-roots';

export interface RemoteLifecyclesOptions {
  /** The remote's Module Federation name, e.g. "mf_driver" (see remoteRootClass). */
  name: string;
  /** The remote's i18next namespace and its es-MX texts, registered before the first render. */
  namespace: string;
  resources: Record<string, unknown>;
  /** The remote's <Route> elements (a fragment is fine); any other path renders nothing. */
  routes: ReactNode;
  /** The remote's query cache, when its own modules need it too; otherwise the kit makes one. */
  queryClient?: QueryClient;
}

/**
 * The classes of a remote's root element: `mf-remote` for the kit's base styles and
 * `mf-<name>` (e.g. `mf-driver`) for the remote's own, so remotes never style each other.
 */
export function remoteRootClass(name: string): string {
  return `mf-remote ${name.replaceAll('_', '-')}`;
}

/**
 * A remote's single-spa lifecycles (what it exposes as "./app"). The shell passes
 * { domElementGetter } as custom props. The provider's boundary handles render errors with an
 * in-place 'Reintentar'; the outer one is the last resort and retries by reloading the page.
 */
export function createRemoteLifecycles({
  name,
  namespace,
  resources,
  routes,
  queryClient = createQueryClient(),
}: RemoteLifecyclesOptions) {
  // Texts first: the first render must already find this remote's namespace.
  registerNamespace(namespace, resources);
  const rootClass = remoteRootClass(name);

  // biome-ignore lint/correctness/noComponentHookFactories: made once per remote when its "./app" module loads, never during a render; single-spa-react cannot pass it these options as props.
  function RemoteApp() {
    return (
      <div className={rootClass}>
        <RemoteProvider name={name} queryClient={queryClient}>
          <Routes>
            {routes}
            {/* Paths of other remotes and of the shell: render nothing, quietly. */}
            <Route path="*" element={null} />
          </Routes>
        </RemoteProvider>
      </div>
    );
  }

  return singleSpaReact({
    React,
    // Mounted in slices, not as one long task (sliced-roots.ts).
    ReactDOMClient: slicedReactDomClient as never,
    rootComponent: RemoteApp,
    errorBoundary: () => (
      <div className={rootClass}>
        <ErrorFallback onRetry={() => window.location.reload()} />
      </div>
    ),
  });
}
