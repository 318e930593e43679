import { SERVER_RENDERED_ATTRIBUTE } from '@cerca/contracts/server-render';
import { i18n } from '@cerca/i18n';
import type { OutletView } from './resilient-app';
import { outletId } from './routes';

/** The page's <main> where remotes mount, each in its own child element. */
export const OUTLET_ID = 'cerca-outlet';

function outletRoot(): HTMLElement {
  const root = document.getElementById(OUTLET_ID);
  if (!root) throw new Error(`#${OUTLET_ID} is missing from index.html`);
  return root;
}

/** `#cerca-app-<name>` with data-remote="<name>", created on first use. */
export function outletElement(name: string): HTMLElement {
  const id = outletId(name);
  const existing = document.getElementById(id);
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = id;
  element.className = 'cerca-remote';
  element.dataset.remote = name;
  outletRoot().append(element);
  return element;
}

const t = (key: string) => i18n.t(key, { ns: 'chrome' });

function statusNode(): HTMLElement {
  const node = document.createElement('div');
  node.className = 'cerca-remote-status';
  node.setAttribute('role', 'status');
  const spinner = document.createElement('span');
  spinner.className = 'cerca-spinner cerca-spinner--lg';
  spinner.setAttribute('aria-hidden', 'true');
  const text = document.createElement('span');
  text.className = 'cerca-visually-hidden';
  text.textContent = t('remote.loading');
  node.append(spinner, text);
  return node;
}

const ALERT_ICON =
  '<svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="10"/><path d="M12 8v4M12 16h.01"/></svg>';

/** The Spanish fallback: framework-free, so it works even when React or the remote did not load. */
export function fallbackNode(
  name: string,
  onRetry: () => void,
  title = t('remote.title'),
  description = t('remote.description'),
) {
  const node = document.createElement('div');
  node.className = 'cerca-state cerca-state--error cerca-remote-fallback';
  node.setAttribute('role', 'alert');
  node.dataset.remoteFallback = name;
  const icon = document.createElement('div');
  icon.className = 'cerca-state__icon';
  icon.innerHTML = ALERT_ICON;
  const heading = document.createElement('h2');
  heading.className = 'cerca-state__title';
  heading.textContent = title;
  const text = document.createElement('p');
  text.className = 'cerca-state__description';
  text.textContent = description;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'cerca-button cerca-button--primary cerca-button--md';
  button.textContent = t('remote.retry');
  button.addEventListener('click', () => {
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    button.textContent = t('remote.retrying');
    onRetry();
  });
  const action = document.createElement('div');
  action.className = 'cerca-state__action';
  action.append(button);
  node.append(icon, heading, text, action);
  return { node, button };
}

/** Loading and fallback states drawn inside the remote's own outlet element. */
export function createOutletView(name: string): OutletView {
  const element = () => outletElement(name);
  const removeOwnNodes = () => {
    for (const node of element().querySelectorAll(
      ':scope > .cerca-remote-status, :scope > .cerca-remote-fallback',
    )) {
      node.remove();
    }
  };
  return {
    showLoading() {
      removeOwnNodes();
      // The gateway's markup of the page is showing until the remote hydrates it: no spinner
      // beside it (nor inside it, where hydration would find a node the server never drew).
      if (element().hasAttribute(SERVER_RENDERED_ATTRIBUTE)) return;
      element().append(statusNode());
    },
    showFallback(onRetry, focusRetry) {
      removeOwnNodes();
      const { node, button } = fallbackNode(name, onRetry);
      element().append(node);
      if (focusRetry) button.focus();
    },
    clear() {
      removeOwnNodes();
    },
  };
}
