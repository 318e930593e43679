import { acceptMultipart, routeFolder, signedIn } from '@cerca/service-kit';
import type { StorageContext } from '../../context';
import { createObjectRoute } from './create-object';
import { createSignedUrlRoute } from './create-signed-url';
import { deleteObjectRoute } from './delete-object';
import { updateObjectRoute } from './update-object';

/** Uploads, removals and signed URLs: signed-in callers, each allowed by the key's owner (ownership.ts). */
export const signedInRoutes = routeFolder<StorageContext>({
  guard: signedIn,
  async routes(app, context) {
    // Uploads are one multipart file each, read with the bucket's limits (uploads.ts).
    await acceptMultipart(app);
    await createSignedUrlRoute(app, context);
    await createObjectRoute(app, context);
    await updateObjectRoute(app, context);
    await deleteObjectRoute(app, context);
  },
});
