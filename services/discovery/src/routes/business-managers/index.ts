import { acceptMultipart, routeFolder } from '@cerca/service-kit';
import type { DiscoveryContext } from '../../context';
import { businessManagers } from '../../publisher-guard';
import { addBusinessPhotosRoute } from './add-business-photos';
import { createEventRoute } from './create-event';
import { createHighlightRoute } from './create-highlight';
import { createPostRoute } from './create-post';
import { createPromotionRoute } from './create-promotion';
import { createStoryRoute } from './create-story';
import { createVideoUploadRoute } from './create-video-upload';
import { deleteBusinessPhotoRoute } from './delete-business-photo';
import { deleteHighlightRoute } from './delete-highlight';
import { getBusinessPlanRoute } from './get-business-plan';
import { listBusinessStoriesRoute } from './list-business-stories';
import { updateBusinessRoute } from './update-business';
import { updateHighlightRoute } from './update-highlight';

/**
 * Everything under /businesses/:id that acts for one business: editing it, its photos, publishing
 * in it, its plan and its story collections. One guard (publisher-guard.ts): the owner, the
 * partner of its city and admins; everyone else 403 in the route's words.
 */
export const businessManagerRoutes = routeFolder<DiscoveryContext>({
  guard: businessManagers,
  async routes(app, context) {
    // Photos, stories, posts, events and covers arrive as multipart forms.
    await acceptMultipart(app);
    // The files of what these routes publish go to the app's storage.
    const publishing = { storage: context.storage };
    // The edit page: fields and schedule, photos
    await updateBusinessRoute(app, context);
    await addBusinessPhotosRoute(app, context, publishing);
    await deleteBusinessPhotoRoute(app, context, context.storage);
    // Publishing (Crear) and the plan-limits panel
    await createStoryRoute(app, context, publishing);
    await createPostRoute(app, context, publishing);
    // Videos go from the browser straight to storage; the routes above then publish them.
    await createVideoUploadRoute(app, context, publishing);
    await createPromotionRoute(app, context);
    await createEventRoute(app, context, publishing);
    await getBusinessPlanRoute(app, context);
    await listBusinessStoriesRoute(app, context);
    // Story collections (Editar Colección)
    await createHighlightRoute(app, context, context.storage);
    await updateHighlightRoute(app, context, context.storage);
    await deleteHighlightRoute(app, context, context.storage);
  },
});
