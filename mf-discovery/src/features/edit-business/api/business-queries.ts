import { myBusinessesKeys } from '@cerca/session/my-businesses';
import type { QueryClient } from '@tanstack/react-query';
import { queryRoots } from '../../../api/query-roots';

/** After an edit: everything that shows the business (its page, search results, Crear's picker). */
export function refreshBusiness(queryClient: QueryClient) {
  return Promise.all(
    [queryRoots.businessPage, queryRoots.businessSearch, myBusinessesKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
