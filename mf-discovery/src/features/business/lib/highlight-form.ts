import { type Highlight, type HighlightFields, highlightFieldsSchema } from '@cerca/contracts/business-page';
import type { Story } from '@cerca/contracts/feed';
import { zodResolver } from '@hookform/resolvers/zod';

// Editar Colección in the house form pattern: the values are the fields the highlight endpoints
// take (name, story_ids), checked by the contract's schema; the page adds only the cover file,
// kept beside the form and checked when picked.

export const highlightFormResolver = zodResolver(highlightFieldsSchema);

/** A new collection starts empty; editing starts from the collection as it is. */
export function highlightFormDefaults(highlight: Highlight | null): HighlightFields {
  return {
    name: highlight?.name ?? '',
    story_ids: highlight?.stories.map((story) => story.id) ?? [],
  };
}

/** The multipart body POST and PATCH take: `story_ids` as a JSON array, the cover in `cover`. */
export function highlightFormData(values: HighlightFields, cover: File | null): FormData {
  const form = new FormData();
  form.append('name', values.name);
  form.append('story_ids', JSON.stringify(values.story_ids));
  if (cover) form.append('cover', cover, cover.name);
  return form;
}

/** Adds or removes one story from the selection, keeping the order of the rest. */
export function toggleStoryId(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((item) => item !== id) : [...selected, id];
}

/**
 * What the picker offers: the business's live stories, its archive and the stories already in
 * the collection (so none silently drops out), each once, newest first.
 */
export function storyChoices(businessId: string, ...lists: readonly (readonly Story[])[]): Story[] {
  const byId = new Map<string, Story>();
  for (const list of lists) {
    for (const story of list) {
      if (story.business?.id === businessId && !byId.has(story.id)) byId.set(story.id, story);
    }
  }
  return [...byId.values()].sort(
    (a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id),
  );
}

/** The small picture of a story: its thumbnail, or the image itself; null for video and text. */
export function storyThumbnail(
  story: Pick<Story, 'thumbnail_url' | 'media_type' | 'media_url'>,
): string | null {
  return story.thumbnail_url ?? (story.media_type === 'image' ? story.media_url : null);
}
