// A remote's server render (issue 24): the gateway renders the first view of a public page from
// the same components a browser runs, so a phone paints it before any script has arrived, and the
// remote then hydrates it (lifecycles.tsx). Bundled for Node by the remote's server build
// (createRemoteServerConfig); never part of a browser bundle.
import { AsyncLocalStorage } from 'node:async_hooks';
import { matchesRoute } from '@cerca/contracts/route-match';
import { registerNamespace } from '@cerca/i18n';
import { type Place, type ServerTransport, setServerTransport } from '@cerca/session';
import { dehydrate, type Query, QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
// biome-ignore lint/style/noRestrictedImports: the static router exists only for server renders; browsers get the shared @cerca/router, which leaves it out.
import { StaticRouter } from 'react-router';
import { remoteRootClass } from './lifecycles';
import { withPageShown } from './page-shown';
import { RemoteApp } from './remote-app';
import { serializeAnswer } from './server-render-data';
import type { ServerRenderPayload } from './server-render-payload';

export interface ServerRenderRequest {
  /** The page's path and query, as the browser asked for it. */
  url: string;
  /** The visitor's chosen place (the gateway reads the place cookie), or none. */
  place: Place;
  /** How this render reaches the API: the gateway's own routes, as the visitor. */
  transport: ServerTransport;
  /** Aborted when the gateway stops waiting: the render gives up. */
  signal?: AbortSignal;
}

export type ServerRenderResult =
  | { rendered: true; html: string; payload: ServerRenderPayload }
  | { rendered: false; reason: string };

export interface ServerRendererOptions {
  /** The remote's remote.json: its name, and which of its routes anyone may see. */
  declaration: { name: string; routes: Record<string, { access: string }> };
  /**
   * The route patterns drawn on the server, each a public route of the declaration: pages whose
   * first view is worth a server render and whose markup the browser's first render reproduces
   * (no reader's time zone, clock or storage in it).
   */
  pages: string[];
  namespace: string;
  resources: Record<string, unknown>;
  routes: ReactNode;
}

/**
 * Renders until the page asks for nothing more: each pass draws the page from what the cache
 * holds, then fetches the queries that pass asked for (the components use useQuery, which on a
 * server only records what it needs). A home page needs three: the city, then its stories and
 * feed. More passes than this means a page that keeps asking: it renders on the client.
 */
const MAX_PASSES = 4;

/** A query the page asked for and would fetch in a browser (not disabled, not fetched yet). */
function waiting(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

/**
 * Whether `value` reads the same back from JSON: null, booleans, finite numbers, strings, and
 * arrays and plain objects of those.
 */
function isPlainJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainJson);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  // An absent optional field (undefined) is left out by JSON, and reads the same afterwards.
  return Object.values(value).every((field) => field === undefined || isPlainJson(field));
}

async function renderToHtml(element: ReactNode, signal: AbortSignal | undefined): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(element, {
    signal,
    // Never outline a large boundary to be revealed by an inline script later (the page's CSP
    // runs no inline script): every boundary is sent complete, in place.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // An error inside a boundary leaves that part to the client; a page with one is not sent.
    onError: (error) => {
      failure ??= error;
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  if (failure) throw failure;
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A remote's server renderer: `render(request)` draws the page at `request.url` as a visitor sees
 * it, in the element tree the browser hydrates (RemoteApp), and returns its markup with the
 * answers it used. Anything short of the whole page (a failed request, an error, a page that
 * keeps asking) returns `rendered: false` with the reason: the browser then renders as before.
 */
export function createServerRenderer({
  declaration,
  pages,
  namespace,
  resources,
  routes,
}: ServerRendererOptions) {
  // Pages behind a session or a role are never rendered here: the server sees only visitors.
  for (const pattern of pages) {
    if (declaration.routes[pattern]?.access !== 'public')
      throw new Error(
        `${pattern} is not a public route of ${declaration.name}: it cannot be drawn on the server`,
      );
  }
  registerNamespace(namespace, resources);
  const { name } = declaration;
  // The tree the browser hydrates (server-rendered-lifecycles.tsx) has these markers too.
  const shownRoutes = withPageShown(routes, () => {});
  const renders = (pathname: string) => pages.some((pattern) => matchesRoute(pattern, pathname));
  const rootClass = remoteRootClass(name);
  // Renders overlap while they wait for answers: each finds its own request's transport.
  const transports = new AsyncLocalStorage<ServerTransport>();
  setServerTransport((path, init) => {
    const transport = transports.getStore();
    if (!transport) return Promise.reject(new Error(`${path} asked outside a server render`));
    return transport(path, init);
  });

  async function render({
    url,
    place,
    signal,
  }: Omit<ServerRenderRequest, 'transport'>): Promise<ServerRenderResult> {
    if (!renders(new URL(url, 'http://page').pathname))
      return { rendered: false, reason: 'not a page this remote draws on the server' };
    // A cache per request: answers never travel from one visitor's render to another's.
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
    });
    // biome-ignore lint/correctness/noComponentHookFactories: one router per request, fixed at its URL; made once per render, never during one.
    const Router = ({ children }: { children: ReactNode }) => (
      <StaticRouter location={url}>{children}</StaticRouter>
    );
    const element = (
      <RemoteApp
        rootClass={rootClass}
        name={name}
        queryClient={queryClient}
        routes={shownRoutes}
        serverPlace={place}
        Router={Router}
      />
    );
    const cache = queryClient.getQueryCache();
    for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
      const html = await renderToHtml(element, signal);
      const asked = cache.getAll().filter(waiting);
      if (asked.length === 0) {
        if (cache.getAll().some((query) => query.state.status === 'error'))
          return { rendered: false, reason: 'a request failed' };
        // The browser gets the answers as JSON: a query holding anything else (a bundled map, a
        // class instance) would come back different, and the page with it.
        const odd = cache
          .getAll()
          .find(
            (query) => query.state.status === 'success' && !isPlainJson(serializeAnswer(query.state.data)),
          );
        if (odd) return { rendered: false, reason: `${JSON.stringify(odd.queryKey)} is not plain JSON` };
        const queries = dehydrate(queryClient, { serializeData: serializeAnswer });
        return { rendered: true, html, payload: { place, queries } };
      }
      await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
      if (signal?.aborted) return { rendered: false, reason: 'aborted' };
    }
    return { rendered: false, reason: `still asking after ${MAX_PASSES} passes` };
  }

  return {
    /** Whether this remote renders the page at `pathname` on the server (its public pages). */
    renders,
    render: (request: ServerRenderRequest) =>
      transports
        .run(request.transport, () => render(request))
        .catch(
          (error: unknown): ServerRenderResult => ({
            rendered: false,
            reason: error instanceof Error ? error.message : String(error),
          }),
        ),
  };
}

export type ServerRenderer = ReturnType<typeof createServerRenderer>;
