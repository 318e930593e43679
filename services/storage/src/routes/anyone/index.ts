import { anyone, routeFolder } from '@cerca/service-kit';
import type { StorageContext } from '../../context';
import { getPublicObjectRoute } from './get-public-object';
import { getSignedObjectRoute } from './get-signed-object';
import { uploadSignedObjectRoute } from './upload-signed-object';

/** Reads of public objects, and what a signed URL allows (its signature is the permission). */
export const anyoneRoutes = routeFolder<StorageContext>({
  guard: anyone,
  async routes(app, context) {
    await getPublicObjectRoute(app, context);
    await getSignedObjectRoute(app, context);
    await uploadSignedObjectRoute(app, context);
  },
});
