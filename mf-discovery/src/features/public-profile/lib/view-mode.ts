/** How the posts are laid out: a grid of tiles (2 columns on phones, 3 wider) or a list of cards. */
export const VIEW_MODES = ['grid', 'list'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

/** The ?vista= of the page: 'lista' shows the list; anything else, the grid. */
export function viewModeOf(param: string | null): ViewMode {
  return param === 'lista' ? 'list' : 'grid';
}

/** The ?vista= value of a mode; the grid is the default and needs none. */
export function viewModeParam(mode: ViewMode): string | null {
  return mode === 'list' ? 'lista' : null;
}
