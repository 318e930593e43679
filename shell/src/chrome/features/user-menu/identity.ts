import type { MeResponse } from '@cerca/contracts';
import { type CercaUser, isAdmin, isCityPartner, managedCityId } from '@cerca/session';

/** Who is signed in, as the top bar and its menu show them. */
export interface Identity {
  id: string;
  username: string;
  displayName: string;
  email: string | null;
  avatarUrl: string | null;
  isAdmin: boolean;
  /** Set only for city partners. */
  managedCityId: string | null;
  ownsBusiness: boolean;
  hasMessages: boolean;
}

/**
 * Combines the session (always there once signed in) with GET /api/ordering/me (may still be
 * loading, or failing): the menu works from the session alone and gains the business, message
 * and role details when /me answers.
 */
export function identityOf(user: CercaUser, me: MeResponse | undefined): Identity {
  const email = me?.profile.email ?? user.email ?? null;
  const metadata = (user.user_metadata ?? {}) as {
    username?: unknown;
    avatar_url?: unknown;
    full_name?: unknown;
  };
  const username =
    me?.profile.username ??
    (typeof metadata.username === 'string' ? metadata.username : null) ??
    email?.split('@')[0] ??
    '';
  const fullName =
    me?.profile.full_name ?? (typeof metadata.full_name === 'string' ? metadata.full_name : null);
  const partnerCity = me
    ? me.profile.role === 'city_partner'
      ? me.profile.managed_city_id
      : null
    : isCityPartner(user)
      ? managedCityId(user)
      : null;
  return {
    id: user.id,
    username,
    displayName: fullName || username,
    email,
    avatarUrl:
      me?.profile.avatar_url ?? (typeof metadata.avatar_url === 'string' ? metadata.avatar_url : null),
    isAdmin: me ? me.isAdmin || me.profile.role === 'admin' : isAdmin(user),
    managedCityId: partnerCity,
    ownsBusiness: (me?.ownedBusinessIds.length ?? 0) > 0,
    hasMessages: me?.hasMessages ?? false,
  };
}
