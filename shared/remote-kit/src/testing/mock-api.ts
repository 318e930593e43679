import { vi } from 'vitest';

// Component tests only: the API answers a test declares, in place of the services. The setup
// (setup-dom.ts) installs the fake fetch before each test and fails the test if the page asked
// for something it did not declare, so a page cannot quietly depend on a call nobody checked.

export interface ApiRequest {
  method: string;
  /** The path without the query string, e.g. /api/driver/me. */
  path: string;
  query: URLSearchParams;
  /** The JSON body parsed, a FormData as sent, or undefined. */
  body: unknown;
  headers: Headers;
  /** The `:name` segments of the matched route. */
  params: Record<string, string>;
}

export interface ApiReply {
  status?: number;
  body?: unknown;
}

/** What a route answers for each request: a reply, or a promise of one to answer later. */
export type ApiHandler = (request: ApiRequest) => ApiReply | Promise<ApiReply>;

/** A fixed JSON body (status 200), or a handler. */
export type ApiAnswer = ApiHandler | Record<string, unknown> | unknown[] | string | number | boolean | null;

/** Routes as "METHOD /path", with `:name` for one path segment: `'PATCH /api/driver/drivers/:id'`. */
export type ApiRoutes = Record<string, ApiAnswer>;

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  answer: ApiAnswer;
}

export interface ApiMock {
  /** Every request the page made, in order. */
  readonly requests: ReadonlyArray<ApiRequest>;
  /** The requests to one route ("METHOD /path" as declared). */
  requestsTo(route: string): ApiRequest[];
  /** Declares more routes (a later declaration of the same route wins). */
  on(routes: ApiRoutes): void;
}

let routes: Route[] = [];
let requests: ApiRequest[] = [];
let unhandled: string[] = [];

function toRoute(key: string, answer: ApiAnswer): Route {
  const [method, path] = key.trim().split(/\s+/);
  if (!method || !path) throw new Error(`an API route is "METHOD /path", not "${key}"`);
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { method: method.toUpperCase(), pattern: new RegExp(`^${source}$`), names, answer };
}

/** A JSON reply: `reply(403, { code, message })`. */
export function reply(status: number, body?: unknown): ApiReply {
  return { status, body };
}

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

function respond({ status = 200, body }: ApiReply): Response {
  if (status === 204 || body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function fakeFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://cerca.test');
  const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  const request: ApiRequest = {
    method,
    path: url.pathname,
    query: url.searchParams,
    body: parseBody(init.body),
    headers: new Headers(init.headers),
    params: {},
  };
  requests.push(request);
  // The latest declaration wins, so a test can change an answer halfway.
  for (const route of [...routes].reverse()) {
    const match = route.method === method ? route.pattern.exec(url.pathname) : null;
    if (!match) continue;
    request.params = Object.fromEntries(route.names.map((name, index) => [name, match[index + 1]!]));
    const answer = typeof route.answer === 'function' ? await route.answer(request) : { body: route.answer };
    return respond(answer);
  }
  unhandled.push(`${method} ${url.pathname}${url.search}`);
  return respond({
    status: 501,
    body: { code: 'not_mocked', message: `no mock for ${method} ${url.pathname}` },
  });
}

/** Declares the API answers of this test; requests to anything else fail the test. */
export function mockApi(initial: ApiRoutes = {}): ApiMock {
  const mock: ApiMock = {
    get requests() {
      return requests;
    },
    requestsTo(key) {
      const route = toRoute(key, null);
      return requests.filter(
        (request) => request.method === route.method && route.pattern.test(request.path),
      );
    },
    on(more) {
      routes.push(...Object.entries(more).map(([key, answer]) => toRoute(key, answer)));
    },
  };
  mock.on(initial);
  return mock;
}

/** Before each test (setup-dom.ts): no routes, and fetch answers only what the test declares. */
export function installApiMock(): void {
  routes = [];
  requests = [];
  unhandled = [];
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
}

/** After each test (setup-dom.ts): the requests nobody declared, cleared. */
export function takeUnhandledRequests(): string[] {
  const taken = unhandled;
  unhandled = [];
  vi.unstubAllGlobals();
  return taken;
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

/** An answer the test gives later, to see the page while it waits: `{ promise, resolve }`. */
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}
