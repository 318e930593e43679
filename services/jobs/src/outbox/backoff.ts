/**
 * How long to wait before try number `failures + 1`: doubling from `baseMs`, capped at `maxMs`,
 * with full jitter in its upper half so that the relays of several replicas do not retry in step.
 * `random` is injectable for tests.
 */
export function retryDelay(
  failures: number,
  { baseMs, maxMs }: { baseMs: number; maxMs: number },
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(failures - 1, 0), 30);
  const ceiling = Math.min(maxMs, baseMs * 2 ** exponent);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
