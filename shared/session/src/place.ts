import { useSyncExternalStore } from 'react';
import { LOCAL_KEYS } from './local-keys';

/** The chosen country and city, shared by the chrome and every remote, persisted locally. */
export interface Place {
  countryId: string | null;
  cityId: string | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Place | undefined;

function read(): Place {
  if (typeof window === 'undefined') return { countryId: null, cityId: null };
  return {
    countryId: window.localStorage.getItem(LOCAL_KEYS.country),
    cityId: window.localStorage.getItem(LOCAL_KEYS.city),
  };
}

function write(next: Place): void {
  const storage = window.localStorage;
  for (const [key, value] of [
    [LOCAL_KEYS.country, next.countryId],
    [LOCAL_KEYS.city, next.cityId],
  ] as const) {
    if (value) storage.setItem(key, value);
    else storage.removeItem(key);
  }
  current = next;
  for (const listener of listeners) listener();
}

export function getPlace(): Place {
  current ??= read();
  return current;
}

/** Choosing a country clears the city (spec 01 §4). */
export function selectCountry(countryId: string | null): void {
  write({ countryId, cityId: null });
}

/** Choosing a city also sets its country. */
export function selectCity(cityId: string, countryId: string): void {
  write({ countryId, cityId });
}

export function clearCity(): void {
  write({ countryId: getPlace().countryId, cityId: null });
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab, or sign-out clearing the keys, changes storage behind our back.
  const onStorage = () => {
    current = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function usePlace(): Place {
  return useSyncExternalStore(subscribe, getPlace, () => ({ countryId: null, cityId: null }));
}

/** Re-reads storage (used after sign-out cleared it). */
export function reloadPlace(): void {
  current = read();
  for (const listener of listeners) listener();
}
