/** Index after moving `step` (±1) through `count` slides, wrapping at both ends. */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** A horizontal swipe long enough to change slide: -1 (to the previous), 1 (to the next) or 0. */
export const SWIPE_MIN_PX = 40;

export function swipeStep(deltaX: number, deltaY = 0): -1 | 0 | 1 {
  if (Math.abs(deltaX) < SWIPE_MIN_PX || Math.abs(deltaX) < Math.abs(deltaY)) return 0;
  return deltaX < 0 ? 1 : -1;
}

/** The neighbours of `index` in a list of `count`, without wrapping (post arrows). */
export function neighbours(index: number, count: number): { previous: number | null; next: number | null } {
  return {
    previous: index > 0 ? index - 1 : null,
    next: index >= 0 && index < count - 1 ? index + 1 : null,
  };
}
