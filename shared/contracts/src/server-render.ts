// What the gateway, the shell and a remote agree on when the gateway renders a remote's page on
// the server (issue 24). Zod-free: the shell and every remote import it on a first visit.

/** The element in the page's outlet a remote renders into: `#cerca-app-<name>`. */
export const outletElementId = (name: string) => `cerca-app-${name}`;

/** On the remote's outlet element while it holds the gateway's markup, until the remote hydrates it. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** The JSON data block (place and answers the markup was drawn from) after the remote's element. */
export const serverRenderPayloadId = (name: string) => `cerca-ssr-${name}`;

/**
 * The chosen place as a cookie, `<countryId>.<cityId>`, which the browser keeps beside its
 * localStorage copy (the record, spec 01 §3) so the gateway can render a returning visitor's
 * city on the server. Two public ids, nothing about the person.
 */
export const PLACE_COOKIE = 'cerca_place';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The place a cookie value names, or null for anything not shaped as two ids. */
export function parsePlaceCookie(value: string | undefined): { countryId: string; cityId: string } | null {
  const [countryId, cityId, extra] = (value ?? '').split('.');
  if (extra !== undefined || !countryId || !cityId || !ID.test(countryId) || !ID.test(cityId)) return null;
  return { countryId, cityId };
}

/**
 * A server-rendered remote's render bundle, inside its build folder (a release carries it along).
 * shared/webpack-config's createRemoteServerConfig writes it there (its SERVER_RENDER_FILE).
 */
export const SERVER_RENDER_BUNDLE = 'server/render.cjs';
