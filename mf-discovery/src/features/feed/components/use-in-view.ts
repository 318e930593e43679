import { useCallback, useEffect, useState } from 'react';

/**
 * Whether an element is on screen (or within `rootMargin` of it), via IntersectionObserver.
 * Returns a callback ref: observing starts when the element mounts, so its first report is
 * about where the element really is.
 */
export function useInView<E extends Element>(rootMargin = '400px'): [(element: E | null) => void, boolean] {
  const [element, setElement] = useState<E | null>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    setInView(false);
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => setInView(entries.some((entry) => entry.isIntersecting)),
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, rootMargin]);
  return [useCallback((next: E | null) => setElement(next), []), inView];
}
