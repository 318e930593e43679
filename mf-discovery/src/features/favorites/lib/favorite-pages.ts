import type { MyFavoritesResponse } from '@cerca/contracts/city-life/favorites';

/** Pages of favourites (react-query's infinite data), as far as this module needs them. */
interface Pages {
  pages: MyFavoritesResponse[];
  pageParams: unknown[];
}

/** The same pages without the favourites of `businessId` (the other cards keep their places). */
export function withoutBusiness<T extends Pages>(data: T, businessId: string): T {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      favorites: page.favorites.filter((favorite) => favorite.business.id !== businessId),
    })),
  };
}

export type FavoritesView = 'grid' | 'list';

/** ?view=list shows a list; anything else the grid. */
export function parseView(value: string | null): FavoritesView {
  return value === 'list' ? 'list' : 'grid';
}
