import type { Category } from '@cerca/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-fetch';

/** Loaded with the first request (apiFetch's SchemaSource): the session is on every first visit. */
const loadCategoriesResponseSchema = () =>
  import('@cerca/contracts/categories').then((contract) => contract.categoriesResponseSchema);

/** Every query key of this resource, in one place. */
export const categoriesKeys = { all: ['categories'] as const };

/**
 * GET /api/discovery/categories: the main categories in display order with their subcategories,
 * colour, image and banner. The seed fills the database and the API serves it, so the pages and
 * the server read one catalogue.
 */
export async function getCategories(): Promise<Category[]> {
  return (await apiFetch('/api/discovery/categories', loadCategoriesResponseSchema)).categories;
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: categoriesKeys.all, queryFn: getCategories, staleTime: 10 * 60_000 });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
