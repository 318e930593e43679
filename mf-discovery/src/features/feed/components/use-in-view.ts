import { useCallback, useEffect, useState } from 'react';

interface Report<E> {
  element: E;
  round: unknown;
  inView: boolean;
}

/**
 * Whether an element is on screen (or within `rootMargin` of it), via IntersectionObserver.
 * Returns a callback ref: observing starts when the element mounts, so its first report is
 * about where the element really is. Each new `round` observes afresh and reads as not in view
 * until the observer has reported on it: after the list above the element grew, a report from
 * before is stale (the element may have moved away), and the observer would say nothing new if
 * it is still in view.
 */
export function useInView<E extends Element>(
  rootMargin = '400px',
  round: unknown = null,
): [(element: E | null) => void, boolean] {
  const [element, setElement] = useState<E | null>(null);
  const [report, setReport] = useState<Report<E> | null>(null);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => setReport({ element, round, inView: entries.some((entry) => entry.isIntersecting) }),
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, rootMargin, round]);
  const inView = report !== null && report.element === element && report.round === round && report.inView;
  return [useCallback((next: E | null) => setElement(next), []), inView];
}
