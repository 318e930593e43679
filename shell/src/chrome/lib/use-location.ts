import { useSyncExternalStore } from 'react';

export interface AppLocation {
  pathname: string;
  search: string;
}

function subscribe(onChange: () => void): () => void {
  // single-spa turns every pushState/replaceState into a popstate and announces each reroute.
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

const snapshot = () => `${window.location.pathname}${window.location.search}`;

/** The current path and query, following every history navigation of the page. */
export function useLocation(): AppLocation {
  const current = useSyncExternalStore(subscribe, snapshot, () => '/');
  const queryAt = current.indexOf('?');
  return queryAt === -1
    ? { pathname: current, search: '' }
    : { pathname: current.slice(0, queryAt), search: current.slice(queryAt) };
}
