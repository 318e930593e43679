import { createQueryClient } from '@cerca/remote-kit';

/** This remote's cache: the lifecycles provide it, and the sign-up flow invalidates the person in it. */
export const queryClient = createQueryClient();
