/** How a server render reaches the API: a path (`/api/...`) in, a Response out. */
export type ServerTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ServerTransport | undefined;

/**
 * Set once by a server render bundle (@cerca/remote-kit/server), never in a browser: apiFetch then
 * sends through it instead of the page's fetch, with no session. The function itself finds the
 * request it serves (the bundle keeps that per render). Undefined goes back to the page's fetch
 * (a test that rendered on the server in a process it shares with browser tests).
 */
export function setServerTransport(next: ServerTransport | undefined): void {
  transport = next;
}

export function serverTransport(): ServerTransport | undefined {
  return transport;
}
