import { type WorldResponse, worldResponseSchema } from '@cerca/contracts/city-life/world';
import { apiFetch } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '../../../api/query-roots';
import { type Atlas, loadAtlas } from '../lib/atlas';

/** Every query key of this resource, in one place. */
export const worldKeys = {
  all: queryRoots.world,
  map: () => [...worldKeys.all, 'map'] as const,
  // The bundled atlas chunk: loaded once, retried by the page's reload button if it failed.
  atlas: () => [...worldKeys.all, 'atlas'] as const,
};

/** GET /api/discovery/world — the countries having cities, their flag markers and the totals. */
export async function getWorld(): Promise<WorldResponse> {
  return apiFetch('/api/discovery/world', worldResponseSchema);
}

export const worldQueryOptions = () =>
  queryOptions({ queryKey: worldKeys.map(), queryFn: getWorld, staleTime: 60_000 });

export function useWorld() {
  return useQuery(worldQueryOptions());
}

export const atlasQueryOptions = () =>
  queryOptions<Atlas>({
    queryKey: worldKeys.atlas(),
    queryFn: loadAtlas,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useAtlas() {
  return useQuery(atlasQueryOptions());
}
