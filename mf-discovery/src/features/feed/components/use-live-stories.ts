import type { Story } from '@cerca/contracts/feed';
import { useEffect, useMemo, useState } from 'react';
import { liveStories, msUntilNextExpiry } from '../lib/stories';

/** Longest timer a browser keeps; a later expiry is re-checked when this one fires. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The stories that have not expired, re-computed at the moment the next one expires: an open
 * page drops a story exactly at its expires_at, without waiting for a refetch.
 */
export function useLiveStories(stories: readonly Story[] | undefined): Story[] {
  const [now, setNow] = useState(() => Date.now());
  const live = useMemo(() => liveStories(stories ?? [], now), [stories, now]);
  useEffect(() => {
    const wait = msUntilNextExpiry(live, Date.now());
    if (wait === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(wait + 50, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [live]);
  return live;
}
