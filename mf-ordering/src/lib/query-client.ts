import { createQueryClient } from '@cerca/remote-kit';

/**
 * This remote's one query cache: the lifecycles provide it to the pages, and the exposed Menú tab
 * (rendered in mf-discovery's business page) uses it too, so an order placed there refreshes
 * /my-orders; the sign-up flow invalidates the person in it.
 */
export const queryClient = createQueryClient();
