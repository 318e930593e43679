import { createQueryClient } from '@cerca/remote-kit';

/**
 * This remote's one query cache: the pages (through the lifecycles) and the exposed Crear dialog,
 * which the shell renders in its own tree, share it, so publishing refreshes the feed the pages
 * show.
 */
export const queryClient = createQueryClient();
