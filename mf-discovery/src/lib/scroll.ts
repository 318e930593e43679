/** Spec 01 §9: category rows and carousels scroll 200 px per arrow press. */
export const SCROLL_STEP_PX = 200;

export type ScrollDirection = 'left' | 'right';

export function scrollOffset(direction: ScrollDirection): number {
  return direction === 'left' ? -SCROLL_STEP_PX : SCROLL_STEP_PX;
}

/** Smooth unless the person asked for reduced motion. */
export function scrollBehavior(prefersReducedMotion: boolean): ScrollBehavior {
  return prefersReducedMotion ? 'auto' : 'smooth';
}
