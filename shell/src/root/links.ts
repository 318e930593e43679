import { navigateToUrl } from 'single-spa';

export interface ClickInfo {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface AnchorInfo {
  /** Absolute URL (anchor.href). */
  href: string;
  target: string | null;
  download: boolean;
  rel: string | null;
}

/**
 * The path to navigate to without reloading when a link is clicked, or null to let the browser
 * handle it: new tabs, modifier keys, downloads, other origins, in-page anchors and paths no
 * remote owns (files under /storage, /api downloads) keep their normal behaviour.
 */
export function interceptedPath(
  click: ClickInfo,
  anchor: AnchorInfo,
  current: { origin: string; pathname: string; search: string },
  isAppPath: (pathname: string) => boolean,
): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.download || anchor.rel?.split(/\s+/).includes('external')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return null;
  if (!isAppPath(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Same-origin <a> clicks anywhere in the page become history navigations (no full reload). */
export function installLinkInterception(isAppPath: (pathname: string) => boolean): void {
  document.addEventListener('click', (event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const path = interceptedPath(
      event,
      {
        href: anchor.href,
        target: anchor.getAttribute('target'),
        download: anchor.hasAttribute('download'),
        rel: anchor.getAttribute('rel'),
      },
      window.location,
      isAppPath,
    );
    if (path === null) return;
    event.preventDefault();
    navigateToUrl(path);
  });
}
