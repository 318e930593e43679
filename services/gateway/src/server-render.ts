import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RemoteEntry } from '@cerca/contracts';
import { SERVER_RENDER_BUNDLE } from '@cerca/contracts/server-render';
import { cachedByMtime, localDist } from './preloads';

/** What a remote's server bundle answers (@cerca/remote-kit/server's ServerRenderResult). */
export type RemoteRenderResult =
  | { rendered: true; html: string; payload: unknown }
  | { rendered: false; reason: string };

interface RemoteRenderModule {
  renders(pathname: string): boolean;
  render(request: {
    url: string;
    place: { countryId: string | null; cityId: string | null };
    transport: (path: string, init: RequestInit) => Promise<Response>;
    signal?: AbortSignal;
  }): Promise<RemoteRenderResult>;
}

/** One GET to the gateway's own routes, as the visitor would make it (their address, no session). */
export type InjectGet = (path: string, ip: string) => Promise<Response>;

export interface ServerRenderRequest {
  remote: RemoteEntry;
  /** Path and query of the page. */
  url: string;
  place: { countryId: string; cityId: string } | null;
  /** The visitor's address: the render's requests count against their own rate limit. */
  ip: string;
}

export interface ServerRendersOptions {
  webRoot: string;
  /** SERVER_RENDER=off: every page renders in the browser (an operator's switch). */
  enabled?: boolean;
  releasesDir?: string;
  inject: InjectGet;
  /** How long a page waits for its render before it is sent without one. */
  waitMs?: number;
  /** A render still running after this is given up. */
  abortMs?: number;
  /** How long a render is reused for the same page and place (every visitor sees the same). */
  reuseMs?: number;
  now?: () => number;
  log: { warn(details: object, message: string): void };
}

export interface ServerRenders {
  /** The render of the page, or undefined to send the page without one (with the reason logged). */
  render(request: ServerRenderRequest): Promise<RemoteRenderResult | undefined>;
}

const requireBundle = createRequire(import.meta.url);

/** One API answer a render was drawn from. */
interface Answer {
  path: string;
  status: number;
  digest: string;
}

interface Render {
  until: number;
  result: Promise<RemoteRenderResult>;
  /** Filled while the render runs; complete once `done`. */
  answers: Answer[];
  done: boolean;
}

/**
 * Server renders of remotes' public pages (issue 24). A remote that renders on the server ships
 * `server/render.cjs` in its build (createRemoteServerConfig); the gateway loads the bundle of the
 * live version, so the markup is what that version's browser code hydrates. A render reaches the
 * API through the gateway's own routes (inject), as the visitor would: no session, their address.
 *
 * What a visitor sees of a public page depends only on the page, the place and the API's answers:
 * a render is reused for up to `reuseMs` by everyone asking for the same page and place, as long
 * as every answer it was drawn from is still the same (stillCurrent). A page never waits more than
 * `waitMs` for a render: it is then sent without one, and the render, still finishing, serves the
 * next visitor.
 */
export function createServerRenders(options: ServerRendersOptions): ServerRenders {
  const { enabled = true, waitMs = 600, abortMs = 5_000, reuseMs = 10_000, now = Date.now } = options;
  const loadBundle = cachedByMtime((file) => {
    // A rebuild in place (local development): the new file, not the module Node cached.
    delete requireBundle.cache[file];
    return requireBundle(file) as RemoteRenderModule;
  });
  const renders = new Map<string, Render>();

  function bundleOf(remote: RemoteEntry): { file: string; module: RemoteRenderModule } | undefined {
    const local = localDist(options.webRoot, remote, options.releasesDir);
    if (!local) return undefined;
    const file = path.join(local.dist, SERVER_RENDER_BUNDLE);
    const module = loadBundle(file);
    return module && { file, module };
  }

  /** An answer as the render read it: a digest is enough to tell whether it is still the same. */
  async function read(apiPath: string, ip: string): Promise<{ response: Response; answer: Answer }> {
    const response = await options.inject(apiPath, ip);
    const body = new Uint8Array(await response.arrayBuffer());
    const digest = createHash('sha256').update(body).digest('base64');
    const answer = { path: apiPath, status: response.status, digest };
    return { response: new Response(body, { status: response.status, headers: response.headers }), answer };
  }

  function start(module: RemoteRenderModule, request: ServerRenderRequest, at: number): Render {
    const signal = AbortSignal.timeout(abortMs);
    const answers: Answer[] = [];
    const result = module
      .render({
        url: request.url,
        place: request.place ?? { countryId: null, cityId: null },
        signal,
        transport: async (apiPath, init) => {
          // A render only reads, and only the API.
          if ((init.method ?? 'GET') !== 'GET' || !apiPath.startsWith('/api/'))
            throw new Error(`a server render may not ${init.method ?? 'GET'} ${apiPath}`);
          const { response, answer } = await read(apiPath, request.ip);
          answers.push(answer);
          return response;
        },
      })
      .catch((error: unknown) => ({
        rendered: false as const,
        reason: error instanceof Error ? error.message : String(error),
      }));
    const render: Render = { until: at + reuseMs, result, answers, done: false };
    void result.then(() => {
      render.done = true;
    });
    return render;
  }

  /**
   * Whether a finished render still shows what the API answers now: every answer it was drawn
   * from is read again (cached by its service, so cheap) and must be the same. A business deleted
   * or a post published shows at once, not when the render would have expired.
   */
  async function stillCurrent(render: Render, ip: string): Promise<boolean> {
    const now = await Promise.all(
      render.answers.map((answer) => read(answer.path, ip).then((r) => r.answer)),
    );
    return now.every(
      (answer, index) =>
        answer.status === render.answers[index]?.status && answer.digest === render.answers[index]?.digest,
    );
  }

  return {
    async render(request) {
      if (!enabled) return undefined;
      let bundle: ReturnType<typeof bundleOf>;
      try {
        bundle = bundleOf(request.remote);
      } catch (error) {
        options.log.warn({ err: error, remote: request.remote.name }, 'server render bundle did not load');
        return undefined;
      }
      if (!bundle?.module.renders(new URL(request.url, 'http://page').pathname)) return undefined;
      const key = `${bundle.file}|${request.url}|${request.place?.cityId ?? ''}`;
      const at = now();
      let entry = renders.get(key);
      if (entry && entry.until > at) {
        // A render still running serves this visitor too; a finished one only if still current.
        if (entry.done && !(await stillCurrent(entry, request.ip).catch(() => false))) entry = undefined;
      } else entry = undefined;
      if (!entry) {
        if (renders.size >= 1_000)
          for (const [old, { until }] of renders) if (until <= at) renders.delete(old);
        if (renders.size >= 1_000) renders.clear();
        entry = start(bundle.module, request, at);
        renders.set(key, entry);
      }
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), waitMs);
      });
      const result = await Promise.race([entry.result, late]);
      clearTimeout(timer);
      if (result === 'late') {
        options.log.warn({ remote: request.remote.name, url: request.url, waitMs }, 'server render too slow');
        return undefined;
      }
      if (!result.rendered) {
        options.log.warn(
          { remote: request.remote.name, url: request.url, reason: result.reason },
          'page not rendered',
        );
        return undefined;
      }
      return result;
    },
  };
}
