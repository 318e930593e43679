// When the page's realtime connection tries again (issue 22). After a deploy every page loses its
// socket at the same moment; a fixed delay would bring them all back at the same moment too, onto
// the nodes that just started. So retries wait longer each time (1 s doubling to 30 s) and each
// wait is spread at random (±50 %), as socket.io's own reconnection does with these settings.

/** socket.io-client's reconnection settings (Manager options) for a connection it dropped. */
export const RECONNECTION = {
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 30_000,
  randomizationFactor: 0.5,
} as const;

/**
 * The wait before the retry number `attempt` (0 for the first) that socket.io does not make
 * itself: after the server dropped the socket (its token expired, the node is stopping) or refused
 * it. The same curve as socket.io's: RECONNECTION.reconnectionDelay doubled per attempt up to
 * reconnectionDelayMax, then spread uniformly over ±randomizationFactor of that. `random` is
 * Math.random, or a fixed value in tests.
 */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const { reconnectionDelay, reconnectionDelayMax, randomizationFactor } = RECONNECTION;
  const base = Math.min(reconnectionDelayMax, reconnectionDelay * 2 ** Math.max(0, attempt));
  return Math.round(base * (1 - randomizationFactor + 2 * randomizationFactor * random()));
}
