import { acceptMultipart, routeFolder, signedIn } from '@cerca/service-kit';
import type { DiscoveryContext } from '../../context';
import { createBusinessRoute } from './create-business';
import { createCommentRoute } from './create-comment';
import { createNamedPostRoute } from './create-named-post';
import { createNamedStoryRoute } from './create-named-story';
import { createNamedVideoUploadRoute } from './create-named-video-upload';
import { createWeekendRouteRoute } from './create-weekend-route';
import { deleteReactionRoute } from './delete-reaction';
import { favoriteBusinessRoute } from './favorite-business';
import { followBusinessRoute } from './follow-business';
import { listFollowedAnnouncementsRoute } from './list-followed-announcements';
import { listMyBusinessesRoute } from './list-my-businesses';
import { listMyFavoritesRoute } from './list-my-favorites';
import { putReviewRoute } from './put-review';
import { searchUsersRoute } from './search-users';
import { setReactionRoute } from './set-reaction';
import { unfavoriteBusinessRoute } from './unfavorite-business';
import { unfollowBusinessRoute } from './unfollow-business';

/**
 * What a signed-in person does as themselves: add a business, review, follow, favourite, react and
 * comment, publish under a typed business name, plan a weekend route. A route whose spec words
 * the 401 gives it in `config.refusals`.
 */
export const signedInRoutes = routeFolder<DiscoveryContext>({
  guard: signedIn,
  async routes(app, context) {
    // Their forms (a new business, a named post or story, a route) are multipart.
    await acceptMultipart(app);
    // The files of what these routes publish go to the app's storage.
    const publishing = { storage: context.storage };
    await createBusinessRoute(app, context, publishing);
    // Businesses: search, page, reviews, follows, favourites
    await searchUsersRoute(app, context);
    await putReviewRoute(app, context);
    await followBusinessRoute(app, context);
    await unfollowBusinessRoute(app, context);
    await favoriteBusinessRoute(app, context);
    await unfavoriteBusinessRoute(app, context);
    // Feed: posts, stories, reactions, comments
    await setReactionRoute(app, context);
    await deleteReactionRoute(app, context);
    await createCommentRoute(app, context);
    // Publishing (Crear) and the plan-limits panel
    await listMyBusinessesRoute(app, context);
    // Publishing under a typed business name (people without a business)
    await createNamedStoryRoute(app, context, publishing);
    await createNamedPostRoute(app, context, publishing);
    // Videos go from the browser straight to storage; the routes above then publish them.
    await createNamedVideoUploadRoute(app, context, publishing);
    // City life (issue 9): favourites and Avisos
    await listMyFavoritesRoute(app, context);
    await listFollowedAnnouncementsRoute(app, context);
    // City life (issue 9): events and weekend routes
    await createWeekendRouteRoute(app, context, publishing);
  },
});
