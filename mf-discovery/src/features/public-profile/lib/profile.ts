import type { PublicProfileResponse } from '@cerca/contracts/city-life/public-profile';
import { formatRelativeTime } from '@cerca/i18n';

type Profile = PublicProfileResponse['profile'];

/** The heading: the full name when there is one, else the username. */
export function displayName(profile: Pick<Profile, 'full_name' | 'username'>): string {
  return profile.full_name?.trim() || profile.username;
}

/** The three counts of the header, in display order; followers and following are fixed at 0 (spec 02 §2). */
export function profileCounts(postsCount: number) {
  return [
    { key: 'posts', count: postsCount },
    { key: 'followers', count: 0 },
    { key: 'following', count: 0 },
  ] as const;
}

/**
 * When the person joined, relative and in Spanish ("hace 3 meses", "ayer"). Never sooner than a
 * minute ago, so a brand-new account reads "hace 1 minuto" rather than "ahora", and a clock
 * running behind the server's never says "dentro de".
 */
export function joinedAgo(createdAt: string, now: Date = new Date()): string {
  const latest = now.getTime() - 60_000;
  return formatRelativeTime(Math.min(new Date(createdAt).getTime(), latest), now);
}
