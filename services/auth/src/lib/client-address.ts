import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client address as a limiter key: an IPv4-mapped IPv6 address is its IPv4 address, and an
 * IPv6 address counts by its /64 (one subscriber's network), so rotating addresses inside one
 * allocation does not buy fresh budgets. Anything else (no address) is one shared key.
 */
export function clientAddressKey(ip: string | null | undefined): string {
  if (!ip) return '-';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return '-';
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** Eight four-digit groups, e.g. "2001:db8::1" → ["2001", "0db8", "0000", …, "0001"]. */
function expandIPv6(ip: string): string[] {
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = ip.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array(Math.max(0, missing)).fill('0'), ...tailGroups].map((group) =>
    group.padStart(4, '0'),
  );
}
