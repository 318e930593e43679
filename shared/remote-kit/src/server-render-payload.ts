import { SERVER_RENDERED_ATTRIBUTE, serverRenderPayloadId } from '@cerca/contracts/server-render';
import type { Place } from '@cerca/session';
import type { DehydratedState } from '@tanstack/react-query';

/**
 * What a server render of a remote's page hands its hydration, beside the markup: the place it
 * rendered for and the answers it rendered from. The gateway writes it as a JSON data block (not
 * code: the page's CSP allows no inline script) with this id, after the remote's element.
 */
export interface ServerRenderPayload {
  place: Place;
  queries: DehydratedState;
}

/**
 * The server render waiting in `element` for this remote, taken once (its data block goes): a
 * later mount (after navigating away and back) renders on the client as usual. The element keeps
 * its attribute until the caller says the page is live. Undefined when the element holds no
 * server markup, or its payload is missing or unreadable (the page then renders on the client).
 */
export function takeServerRender(element: Element, name: string): ServerRenderPayload | undefined {
  if (!element.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) return undefined;
  const script = document.getElementById(serverRenderPayloadId(name));
  script?.remove();
  if (!script?.textContent || element.firstElementChild === null) return undefined;
  try {
    return JSON.parse(script.textContent) as ServerRenderPayload;
  } catch {
    return undefined;
  }
}
