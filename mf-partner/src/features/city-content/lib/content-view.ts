import type { CityContentItem, CityContentPage, ContentFilter } from '@cerca/contracts/city-content';
import { CONTENT_FILTERS } from '@cerca/contracts/city-content';

/** The pages without one item (after it was deleted). */
export function withoutItem(
  pages: CityContentPage[],
  item: Pick<CityContentItem, 'type' | 'id'>,
): CityContentPage[] {
  return pages.map((page) => ({
    ...page,
    items: page.items.filter((each) => !(each.type === item.type && each.id === item.id)),
  }));
}

/** A stable key for a list row (ids are unique across types, the type keeps it obvious). */
export const contentKey = (item: Pick<CityContentItem, 'type' | 'id'>) => `${item.type}:${item.id}`;

/** What the card shows as media: the picture to show and whether it stands for a video. */
export function mediaOf(item: CityContentItem): { src: string; video: boolean } | null {
  if (!item.media_url) return null;
  if (item.media_type === 'video') {
    // A video shows its poster when there is one, else its first frame (see the card).
    return { src: item.thumbnail_url ?? item.media_url, video: true };
  }
  return { src: item.thumbnail_url ?? item.media_url, video: false };
}

/** Whether the picture of a video item is the video itself (no poster image). */
export const isVideoFile = (item: CityContentItem) => item.media_type === 'video' && !item.thumbnail_url;

/** The type filter from the page URL (?tipo=), 'all' for anything unknown. */
export function parseFilter(value: string | null): ContentFilter {
  return (CONTENT_FILTERS as readonly string[]).includes(value ?? '') ? (value as ContentFilter) : 'all';
}

/** The search text sent to the server: trimmed, at most `max` characters. */
export function searchTerm(value: string, max: number): string {
  return value.trim().slice(0, max);
}
