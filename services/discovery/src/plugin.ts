import { defineService } from '@cerca/service-kit';
import { createStorage } from '@cerca/storage';
import multipart from '@fastify/multipart';
import { listenForPublicCacheDrops } from './public-cache-listener';
import { addBusinessPhotosRoute } from './routes/add-business-photos';
import { createBusinessRoute } from './routes/create-business';
import { createCommentRoute } from './routes/create-comment';
import { createEventRoute } from './routes/create-event';
import { createHighlightRoute } from './routes/create-highlight';
import { createNamedPostRoute } from './routes/create-named-post';
import { createNamedStoryRoute } from './routes/create-named-story';
import { createNamedVideoUploadRoute } from './routes/create-named-video-upload';
import { createPostRoute } from './routes/create-post';
import { createPromotionRoute } from './routes/create-promotion';
import { createStoryRoute } from './routes/create-story';
import { createVideoUploadRoute } from './routes/create-video-upload';
import { createWeekendRouteRoute } from './routes/create-weekend-route';
import { deleteBusinessPhotoRoute } from './routes/delete-business-photo';
import { deleteHighlightRoute } from './routes/delete-highlight';
import { deleteReactionRoute } from './routes/delete-reaction';
import { favoriteBusinessRoute } from './routes/favorite-business';
import { followBusinessRoute } from './routes/follow-business';
import { getBusinessRoute } from './routes/get-business';
import { getBusinessPageRoute } from './routes/get-business-page';
import { getBusinessPlanRoute } from './routes/get-business-plan';
import { getCityRoute } from './routes/get-city';
import { getPostRoute } from './routes/get-post';
import { getPublicProfileRoute } from './routes/get-public-profile';
import { getWorldRoute } from './routes/get-world';
import { listBusinessPostsRoute } from './routes/list-business-posts';
import { listBusinessStoriesRoute } from './routes/list-business-stories';
import { listCategoriesRoute } from './routes/list-categories';
import { listCitiesRoute } from './routes/list-cities';
import { listCityEventsRoute } from './routes/list-city-events';
import { listCommentsRoute } from './routes/list-comments';
import { listCountriesRoute } from './routes/list-countries';
import { listFeedRoute } from './routes/list-feed';
import { listFollowedAnnouncementsRoute } from './routes/list-followed-announcements';
import { listHighlightsRoute } from './routes/list-highlights';
import { listMyBusinessesRoute } from './routes/list-my-businesses';
import { listMyFavoritesRoute } from './routes/list-my-favorites';
import { listPersonPostsRoute } from './routes/list-person-posts';
import { listPromotionsRoute } from './routes/list-promotions';
import { listReviewsRoute } from './routes/list-reviews';
import { listStoriesRoute } from './routes/list-stories';
import { listUpcomingEventsRoute } from './routes/list-upcoming-events';
import { listWeekendRoutesRoute } from './routes/list-weekend-routes';
import { putReviewRoute } from './routes/put-review';
import { searchBusinessesRoute } from './routes/search-businesses';
import { searchUsersRoute } from './routes/search-users';
import { setReactionRoute } from './routes/set-reaction';
import { unfavoriteBusinessRoute } from './routes/unfavorite-business';
import { unfollowBusinessRoute } from './routes/unfollow-business';
import { updateBusinessRoute } from './routes/update-business';
import { updateHighlightRoute } from './routes/update-highlight';

/** Discovery: the catalogue, businesses and everything people browse in a city. */
export function createDiscoveryService() {
  return defineService({
    name: 'discovery',
    prefix: '/api/discovery',
    description:
      'Descubrimiento: países, ciudades, categorías, negocios, historias, publicaciones y eventos. ' +
      'Errors answer { statusCode, code, error, message } with a Spanish message.',
    async routes(app, context) {
      const storage = createStorage(context.config);
      // Uploads are read by each route with its own limits (see multipart.ts); these are the ceilings.
      // Oversized files arrive truncated rather than failing the stream, so the storage module's
      // per-bucket check answers with the file's name and the spec's message.
      await app.register(multipart, {
        limits: { fileSize: 100 * 1024 * 1024, files: 10, fields: 40 },
        throwFileSizeLimit: false,
      });

      // Public answers that other services drop (content moderation) leave this process's memory too.
      await listenForPublicCacheDrops(app, context);
      await listCountriesRoute(app, context);
      await listCitiesRoute(app, context);
      await getCityRoute(app, context);
      await listCategoriesRoute(app, context);
      await createBusinessRoute(app, context, { storage });
      await getBusinessRoute(app, context);

      // The edit page: fields and schedule, photos
      await updateBusinessRoute(app, context);
      await addBusinessPhotosRoute(app, context, { storage });
      await deleteBusinessPhotoRoute(app, context, storage);

      // Businesses: search, page, reviews, follows, favourites
      await searchBusinessesRoute(app, context);
      await searchUsersRoute(app, context);
      await listUpcomingEventsRoute(app, context);
      await getBusinessPageRoute(app, context);
      await listPromotionsRoute(app, context);
      await listHighlightsRoute(app, context);
      await listReviewsRoute(app, context);
      await putReviewRoute(app, context);
      await followBusinessRoute(app, context);
      await unfollowBusinessRoute(app, context);
      await favoriteBusinessRoute(app, context);
      await unfavoriteBusinessRoute(app, context);

      // Feed: posts, stories, reactions, comments
      await listFeedRoute(app, context);
      await listStoriesRoute(app, context);
      await getPostRoute(app, context);
      await listBusinessPostsRoute(app, context);
      await setReactionRoute(app, context);
      await deleteReactionRoute(app, context);
      await listCommentsRoute(app, context);
      await createCommentRoute(app, context);

      // Publishing (Crear) and the plan-limits panel
      const publishing = { storage };
      await listMyBusinessesRoute(app, context);
      await createStoryRoute(app, context, publishing);
      await createPostRoute(app, context, publishing);
      // Publishing under a typed business name (people without a business)
      await createNamedStoryRoute(app, context, publishing);
      await createNamedPostRoute(app, context, publishing);
      // Videos go from the browser straight to storage; the routes above then publish them.
      await createVideoUploadRoute(app, context, publishing);
      await createNamedVideoUploadRoute(app, context, publishing);
      await createPromotionRoute(app, context);
      await createEventRoute(app, context, publishing);
      await getBusinessPlanRoute(app, context);
      await listBusinessStoriesRoute(app, context);
      // Story collections (Editar Colección)
      await createHighlightRoute(app, context, storage);
      await updateHighlightRoute(app, context, storage);
      await deleteHighlightRoute(app, context, storage);

      // City life (issue 9): favourites and Avisos
      await listMyFavoritesRoute(app, context);
      await listFollowedAnnouncementsRoute(app, context);
      // City life (issue 9): public profiles
      await getPublicProfileRoute(app, context);
      await listPersonPostsRoute(app, context);
      // City life (issue 9): events and weekend routes
      await listCityEventsRoute(app, context);
      await listWeekendRoutesRoute(app, context);
      await createWeekendRouteRoute(app, context, publishing);
      // City life (issue 9): the world map
      await getWorldRoute(app, context);
    },
  });
}

export const discoveryService = createDiscoveryService();
