import { registerNamespace } from '@cerca/i18n';
import type { Place } from '@cerca/session';
import type { QueryClient } from '@tanstack/react-query';
import React, { type ReactNode } from 'react';
import singleSpaReact from 'single-spa-react';
import { ErrorFallback } from './components/error-fallback';
import { createQueryClient } from './query-client';
import { RemoteApp } from './remote-app';
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
 * How a server-rendered remote's first mount hydrates the gateway's markup
 * (@cerca/remote-kit/server-rendered-lifecycles); remotes rendered only in the browser leave it
 * out, and none of that code is in their build.
 */
export interface MountPlan {
  /** Called at each mount with the remote's element: whether to hydrate it, and for which place. */
  prepare(element: HTMLElement | undefined): { hydrate: boolean; serverPlace: Place };
}

/**
 * The classes of a remote's root element: `mf-remote` for the kit's base styles and
 * `mf-<name>` (e.g. `mf-driver`) for the remote's own, so remotes never style each other.
 */
export function remoteRootClass(name: string): string {
  return `mf-remote ${name.replaceAll('_', '-')}`;
}

const NO_PLACE: Place = { countryId: null, cityId: null };

interface MountProps {
  domElementGetter?: (props: unknown) => HTMLElement;
}

/**
 * A remote's single-spa lifecycles (what it exposes as "./app"). The shell passes
 * { domElementGetter } as custom props. The provider's boundary handles render errors with an
 * in-place 'Reintentar'; the outer one is the last resort and retries by reloading the page.
 * With a mount plan (server-rendered-lifecycles.tsx), a mount may hydrate the gateway's markup.
 */
export function createRemoteLifecycles(
  { name, namespace, resources, routes, queryClient = createQueryClient() }: RemoteLifecyclesOptions,
  plan?: MountPlan,
) {
  // Texts first: the first render must already find this remote's namespace.
  registerNamespace(namespace, resources);
  const rootClass = remoteRootClass(name);
  let mounting = { hydrate: false, serverPlace: NO_PLACE };

  // biome-ignore lint/correctness/noComponentHookFactories: made once per remote when its "./app" module loads, never during a render; single-spa-react cannot pass it these options as props.
  function RemoteRoot() {
    return (
      <RemoteApp
        rootClass={rootClass}
        name={name}
        queryClient={queryClient}
        routes={routes}
        serverPlace={mounting.serverPlace}
      />
    );
  }

  const lifecycles = singleSpaReact({
    React,
    // Mounted in slices, not as one long task (sliced-roots.ts).
    ReactDOMClient: slicedReactDomClient as never,
    renderType: () => (mounting.hydrate ? 'hydrateRoot' : 'createRoot'),
    rootComponent: RemoteRoot,
    errorBoundary: () => (
      <div className={rootClass}>
        <ErrorFallback onRetry={() => window.location.reload()} />
      </div>
    ),
  });

  return {
    bootstrap: lifecycles.bootstrap,
    unmount: lifecycles.unmount,
    mount(props: MountProps) {
      if (plan) mounting = plan.prepare(props.domElementGetter?.(props));
      return lifecycles.mount(props as never);
    },
  };
}
