import { LOCAL_KEYS } from '@cerca/session';

/** Spec 01: the introduction shows only while localStorage has no hasSeenOnboarding. */
export function shouldShowOnboarding(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return storage.getItem(LOCAL_KEYS.onboarding) === null;
  } catch {
    return false; // storage blocked: never trap people in an intro they cannot dismiss for good
  }
}

export function markOnboardingSeen(storage: Pick<Storage, 'setItem'>): void {
  try {
    storage.setItem(LOCAL_KEYS.onboarding, 'true');
  } catch {
    // Storage blocked: the intro shows again next visit, nothing else to do.
  }
}

/** The top bar's "ver la introducción": forget the flag and reload, as the spec says. */
export function replayOnboarding(storage: Pick<Storage, 'removeItem'>, reload: () => void): void {
  try {
    storage.removeItem(LOCAL_KEYS.onboarding);
  } finally {
    reload();
  }
}

export const ONBOARDING_SLIDES = 6;
