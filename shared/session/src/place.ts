import { createContext, useContext, useSyncExternalStore } from 'react';
import { LOCAL_KEYS } from './local-keys';
import { writePlaceCookie } from './place-cookie';

/** The chosen country and city, shared by the chrome and every remote, persisted locally. */
export interface Place {
  countryId: string | null;
  cityId: string | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Place | undefined;

const NO_PLACE: Place = { countryId: null, cityId: null };

/**
 * The place a page was rendered for on the server (the gateway reads it from the place cookie).
 * The server render reads it, and so does hydration, which must first draw what the server drew;
 * right after, usePlace answers from localStorage as always. Elsewhere: no place.
 */
export const ServerPlaceContext = createContext<Place>(NO_PLACE);

function read(): Place {
  if (typeof window === 'undefined') return NO_PLACE;
  const place = {
    countryId: window.localStorage.getItem(LOCAL_KEYS.country),
    cityId: window.localStorage.getItem(LOCAL_KEYS.city),
  };
  // localStorage is the record (spec 01 §3); the cookie follows it, also for a visitor who chose
  // a city before the cookie existed, or whose storage another tab or a sign-out changed.
  writePlaceCookie(place);
  return place;
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
  writePlaceCookie(next);
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
  const serverPlace = useContext(ServerPlaceContext);
  return useSyncExternalStore(subscribe, getPlace, () => serverPlace);
}

/** Re-reads storage (used after sign-out cleared it). */
export function reloadPlace(): void {
  current = read();
  for (const listener of listeners) listener();
}
