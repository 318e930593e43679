import { getAuthClient, hasStoredSession } from './auth-client';
import { LOCAL_KEYS } from './local-keys';
import { reloadPlace } from './place';

/**
 * Spec 01 §4: sign-out clears the stored country, city, user type and every "sb-" key (and the
 * become-partner entries), then
 * goes to "/", even when the server call fails. Returns whether the server call succeeded so the
 * caller can show "Error al cerrar sesión".
 */
export async function signOut(): Promise<boolean> {
  let ok = true;
  try {
    // Nothing to end on the server for a visitor who never loaded a session.
    if (hasStoredSession()) {
      const { error } = await (await getAuthClient()).signOut({ scope: 'local' });
      if (error) ok = false;
    }
  } catch {
    ok = false;
  }
  clearLocalState(window.localStorage);
  reloadPlace();
  window.history.pushState(null, '', '/');
  window.dispatchEvent(new PopStateEvent('popstate'));
  return ok;
}

export function clearLocalState(storage: Storage): void {
  // partnerFormData too: it holds a WhatsApp number and an e-mail the next person must not see.
  for (const key of [LOCAL_KEYS.country, LOCAL_KEYS.city, LOCAL_KEYS.userType, LOCAL_KEYS.partnerForm])
    storage.removeItem(key);
  const sessionKeys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith('sb-')) sessionKeys.push(key);
  }
  for (const key of sessionKeys) storage.removeItem(key);
}
