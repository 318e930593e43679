// By package name, not by file: the kit's shared copy (the page's one remote kit), never a second
// one bundled into the remote that imports this module.

import { SERVER_RENDERED_ATTRIBUTE } from '@cerca/contracts/server-render';
import { createQueryClient, createRemoteLifecycles, type RemoteLifecyclesOptions } from '@cerca/remote-kit';
import { hasStoredSession, type Place } from '@cerca/session';
import { hydrate } from '@tanstack/react-query';
import { withPageShown } from './page-shown';
import { deserializeAnswer } from './server-render-data';
import { takeServerRender } from './server-render-payload';

const NO_PLACE: Place = { countryId: null, cityId: null };

/**
 * The lifecycles of a remote whose public pages the gateway renders on the server
 * (@cerca/remote-kit/server): when the page arrived with that markup, the first mount hydrates it,
 * from the answers it was drawn from, instead of drawing it again. Its own module, so remotes
 * rendered only in the browser carry none of it (issue 24's JavaScript budgets).
 */
export function createServerRenderedLifecycles(options: RemoteLifecyclesOptions) {
  const queryClient = options.queryClient ?? createQueryClient();
  let shown = () => {};
  return createRemoteLifecycles(
    { ...options, queryClient, routes: withPageShown(options.routes, () => shown()) },
    {
      prepare(element) {
        const taken = element ? takeServerRender(element, options.name) : undefined;
        // Taps reach the markup once the page is live (page-shown.tsx): hydrated, or drawn anew.
        shown = () => element?.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
        // The server drew the page as a visitor sees it. A signed-in person's first render differs
        // (their session, their reactions): it draws anew over the server's markup, in one commit.
        if (!taken || hasStoredSession()) return { hydrate: false, serverPlace: NO_PLACE };
        hydrate(queryClient, taken.queries, { defaultOptions: { deserializeData: deserializeAnswer } });
        return { hydrate: true, serverPlace: taken.place };
      },
    },
  );
}
