import './story-strip-slot.css';

/** The class that keeps the story strip's height (story-strip-slot.css). */
export const STORY_STRIP_SLOT = 'mf-stories-slot';

/**
 * The strip's space while its code loads: in the home route's own chunk, with its style, so the
 * strip arriving later does not push the page down.
 */
export function StoryStripSlot() {
  return <div className={STORY_STRIP_SLOT} aria-hidden="true" />;
}
