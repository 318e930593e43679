import type { Story } from '@cerca/contracts/feed';

/**
 * One circle of the strip: a business (or, for stories without one, an author and the name they
 * typed) and its unexpired stories (newest first, as listed).
 */
export interface StoryGroup {
  /** Stable across renders: the business id, or the author and the typed name. */
  key: string;
  business: Story['business'];
  business_name: string;
  /** Index of the group's first story in the flat list the viewer plays. */
  start: number;
  stories: Story[];
}

/** The circle a story goes to: its business, or its author and the name they typed. */
export function storyGroupKey(story: Pick<Story, 'business' | 'business_name' | 'author'>): string {
  return story.business
    ? `business:${story.business.id}`
    : `name:${story.author.id}:${story.business_name.toLocaleLowerCase('es-MX')}`;
}

/**
 * The strip shows one circle per business (stories without one: per author and typed name), in
 * the order of its newest story. The viewer plays the stories group after group, so `start`
 * points into the flattened order.
 */
export function groupStories(stories: readonly Story[]): StoryGroup[] {
  const byKey = new Map<string, Story[]>();
  for (const story of stories) {
    const key = storyGroupKey(story);
    const list = byKey.get(key);
    if (list) list.push(story);
    else byKey.set(key, [story]);
  }
  let start = 0;
  return Array.from(byKey, ([key, list]) => {
    const first = list[0]!;
    const group = { key, business: first.business, business_name: first.business_name, start, stories: list };
    start += list.length;
    return group;
  });
}

/** Stories still live at `now`: a story leaves the strip at its expires_at, not at the next fetch. */
export function liveStories<S extends Pick<Story, 'expires_at'>>(stories: readonly S[], now: number): S[] {
  return stories.filter((story) => Date.parse(story.expires_at) > now);
}

/** Milliseconds from `now` until the next of these stories expires; null when none will. */
export function msUntilNextExpiry(stories: readonly Pick<Story, 'expires_at'>[], now: number): number | null {
  const upcoming = stories.map((story) => Date.parse(story.expires_at) - now).filter((ms) => ms > 0);
  return upcoming.length ? Math.min(...upcoming) : null;
}

/** The stories in the order the viewer plays them. */
export function playOrder(groups: readonly StoryGroup[]): Story[] {
  return groups.flatMap((group) => group.stories);
}

/** How the viewer shows a story (spec 01 §2). */
export type StoryView = 'image' | 'video' | 'embed' | 'text';

export function storyView(story: Pick<Story, 'type' | 'media_type' | 'media_url'>): StoryView {
  if (story.type === 'instant' && story.media_url) return story.media_type === 'video' ? 'video' : 'image';
  if (story.type === 'video' && story.media_url) return 'embed';
  return 'text';
}

/** Image and text stories advance after about 5 s; videos advance when they end. */
export const STORY_DURATION_MS = 5000;

/** Fraction [0, 1] of a timed story shown after `elapsed` ms. */
export function storyProgress(elapsed: number, duration = STORY_DURATION_MS): number {
  if (duration <= 0) return 1;
  return Math.min(1, Math.max(0, elapsed / duration));
}

/** Where the viewer goes from `index` (null: close, past either end). */
export function storyStep(index: number, step: -1 | 1, count: number): number | null {
  const next = index + step;
  if (next < 0) return index === 0 && count > 0 ? 0 : null;
  return next < count ? next : null;
}
