import { useSyncExternalStore } from 'react';
import { CART_STORAGE_KEY, type Cart, parseCart } from './cart';

// The stored cart as a React store: every component (and other tabs, through the storage event)
// sees the same cart.

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: Cart | null = null;

function read(): Cart | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    raw = null;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parseCart(raw);
  }
  return cached;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function saveCart(cart: Cart | null): void {
  try {
    if (cart) window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
    else window.localStorage.removeItem(CART_STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the cart lives until the page closes.
  }
  for (const listener of listeners) listener();
}

export function useCart(): Cart | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
