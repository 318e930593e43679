import type { RemoteEntry, Role } from '@cerca/contracts';
import { matchesRoute } from '@cerca/contracts/route-match';

/** Everything the root config knows about the visitor when it decides where a path goes. */
export interface Visitor {
  role: Role | null;
}

/** Whether a visitor with `role` may download a remote that requires `roles`. */
export function isRoleAllowed(roles: readonly Role[], role: Role | null): boolean {
  if (roles.length === 0) return true;
  if (role === null) return false;
  // Admins manage everything; "user" means any signed-in person.
  return role === 'admin' || roles.includes(role) || roles.includes('user');
}

/** The remotes this visitor may load: role-gated ones are left out, so they are never downloaded. */
export function remotesFor(remotes: readonly RemoteEntry[], role: Role | null): RemoteEntry[] {
  return remotes.filter((remote) => isRoleAllowed(remote.roles, role));
}

/** The remote whose route patterns match the path exactly, if any. */
export function ownerOf(pathname: string, remotes: readonly RemoteEntry[]): RemoteEntry | undefined {
  return remotes.find((remote) => remote.routes.some((pattern) => matchesRoute(pattern, pathname)));
}

export type RouteDecision =
  | { kind: 'remote'; remote: RemoteEntry }
  /** Shell's rule: any unknown path goes to "/" (replacing the history entry). */
  | { kind: 'unknown'; redirectTo: '/' }
  /** Signed out on a gated page: sign in first. */
  | { kind: 'sign-in'; redirectTo: '/profile' }
  /** Signed in without the role: back to the dashboard with "No tienes permiso…". */
  | { kind: 'forbidden'; redirectTo: '/dashboard' }
  /** Nothing to do (already home and nobody owns "/"). */
  | { kind: 'none' };

/** Where a path goes for this visitor, from the whole manifest (including remotes they cannot load). */
export function decideRoute(
  pathname: string,
  remotes: readonly RemoteEntry[],
  visitor: Visitor,
): RouteDecision {
  const owner = ownerOf(pathname, remotes);
  if (!owner) return normalise(pathname) === '/' ? { kind: 'none' } : { kind: 'unknown', redirectTo: '/' };
  if (isRoleAllowed(owner.roles, visitor.role)) return { kind: 'remote', remote: owner };
  return visitor.role === null
    ? { kind: 'sign-in', redirectTo: '/profile' }
    : { kind: 'forbidden', redirectTo: '/dashboard' };
}

function normalise(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/** Outlet element id of a remote: `#cerca-app-<name>` (the gateway's server render writes it too). */
export { outletElementId as outletId } from '@cerca/contracts/server-render';
