/**
 * Each app keeps its own query cache, so when one changes what GET /api/ordering/me answers
 * (a business created, a role granted) it tells the others through this page-wide event.
 */
const EVENT = 'cerca:profile-changed';

export function announceProfileChanged(): void {
  window.dispatchEvent(new Event(EVENT));
}

export function onProfileChanged(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
