import { startTransition, useEffect, useState } from 'react';

/**
 * The first `count` items for the page's first paint, then all of them. A long list drawn at once
 * is the costliest part of a first view: the home feed's twenty posts were 100 KB of the page the
 * gateway renders on the server (issue 24), and parsing, laying out and hydrating them took more
 * main-thread time on a phone than everything above the fold. The first render (on the server,
 * at hydration, or in the browser) draws what the screen shows; the rest follows as a transition
 * right after, below the fold, before anyone scrolls to it.
 */
export function useFirstPaintSlice<T>(items: readonly T[], count: number): readonly T[] {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    startTransition(() => setPainted(true));
  }, []);
  return painted || items.length <= count ? items : items.slice(0, count);
}
