import type { AuthUser } from '@cerca/db';
import { gotrue } from './gotrue-error';

const DURATION_UNITS: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 };
/** Go's time.Duration tops out near 292 years; longer bans are refused like GoTrue refuses them. */
const MAX_BAN_MS = 292 * 365 * 24 * 3_600_000;

export function isBanned(user: Pick<AuthUser, 'banned_until'>, now = new Date()): boolean {
  return user.banned_until !== null && user.banned_until.getTime() > now.getTime();
}

/** GoTrue's ban_duration: "none" lifts a ban, a Go duration ("24h", "1h30m") sets one. */
export function parseBanDuration(value: string | undefined): Date | null | undefined {
  if (value === undefined) return undefined;
  if (value === 'none') return null;
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== value) {
    throw gotrue.validation(`invalid format for ban duration: ${value}`);
  }
  const ms = parts.reduce((sum, part) => sum + Number(part[1]) * (DURATION_UNITS[part[2] ?? 's'] ?? 0), 0);
  if (!Number.isFinite(ms) || ms > MAX_BAN_MS)
    throw gotrue.validation(`invalid format for ban duration: ${value}`);
  return new Date(Date.now() + ms);
}
