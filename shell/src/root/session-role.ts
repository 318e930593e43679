import type { Role } from '@cerca/contracts';
import { onAuthStateChange, roleOf } from '@cerca/session';

/**
 * Follows the session's role (user.app_metadata.role): calls back with the first known role
 * (INITIAL_SESSION) and after every auth event. Resolves with the first role, or as signed out
 * when the auth client has not answered within `timeoutMs`.
 */
export function watchRole(onChange: (role: Role | null) => void, timeoutMs = 4000): Promise<Role | null> {
  return new Promise((resolve) => {
    let first = true;
    const timer = setTimeout(() => {
      if (!first) return;
      first = false;
      resolve(null);
    }, timeoutMs);
    onAuthStateChange((_event, session) => {
      const role = roleOf(session?.user);
      // Out of the auth client's lock: listeners may call the client again.
      setTimeout(() => {
        if (first) {
          first = false;
          clearTimeout(timer);
          resolve(role);
        } else {
          onChange(role);
        }
      }, 0);
    });
  });
}
