import { useDeferredValue } from 'react';

/**
 * `answer` rendered in slices. An answer arriving from the query cache is a synchronous update,
 * and a whole page rendered at once was a task of 100-250 ms on a mid-range phone (issue 24):
 * with this, React keeps what it shows, then renders the new answer in the background, in short
 * tasks. Undefined while the deferred copy is not yet this answer's (`keyOf` differs), so after
 * navigating from one business to another the previous one never shows under the new address;
 * callers show their loader then, as while loading. Without `keyOf`, every answer is the same
 * thing's (a component that shows one answer for its whole life, e.g. keyed by its city).
 */
export function useDeferredAnswer<T>(
  answer: T | undefined,
  keyOf: (answer: T) => unknown = () => null,
): T | undefined {
  const deferred = useDeferredValue(answer);
  if (answer === undefined || deferred === undefined) return undefined;
  return keyOf(deferred) === keyOf(answer) ? deferred : undefined;
}
