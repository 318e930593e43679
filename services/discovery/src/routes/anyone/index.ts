import { anyone, routeFolder } from '@cerca/service-kit';
import type { DiscoveryContext } from '../../context';
import { getBusinessRoute } from './get-business';
import { getBusinessPageRoute } from './get-business-page';
import { getCityRoute } from './get-city';
import { getPostRoute } from './get-post';
import { getPublicProfileRoute } from './get-public-profile';
import { getWorldRoute } from './get-world';
import { listBusinessPostsRoute } from './list-business-posts';
import { listCategoriesRoute } from './list-categories';
import { listCitiesRoute } from './list-cities';
import { listCityEventsRoute } from './list-city-events';
import { listCommentsRoute } from './list-comments';
import { listCountriesRoute } from './list-countries';
import { listFeedRoute } from './list-feed';
import { listHighlightsRoute } from './list-highlights';
import { listPersonPostsRoute } from './list-person-posts';
import { listPromotionsRoute } from './list-promotions';
import { listReviewsRoute } from './list-reviews';
import { listStoriesRoute } from './list-stories';
import { listUpcomingEventsRoute } from './list-upcoming-events';
import { listWeekendRoutesRoute } from './list-weekend-routes';
import { searchBusinessesRoute } from './search-businesses';

/**
 * What anyone may read, visitors included: the catalogue, business pages, the feed, profiles,
 * events and routes, the world map. A route may still read request.user when a caller is signed in.
 */
export const anyoneRoutes = routeFolder<DiscoveryContext>({
  guard: anyone,
  async routes(app, context) {
    await listCountriesRoute(app, context);
    await listCitiesRoute(app, context);
    await getCityRoute(app, context);
    await listCategoriesRoute(app, context);
    await getBusinessRoute(app, context);
    // Businesses: search, page, reviews, follows, favourites
    await searchBusinessesRoute(app, context);
    await listUpcomingEventsRoute(app, context);
    await getBusinessPageRoute(app, context);
    await listPromotionsRoute(app, context);
    await listHighlightsRoute(app, context);
    await listReviewsRoute(app, context);
    // Feed: posts, stories, reactions, comments
    await listFeedRoute(app, context);
    await listStoriesRoute(app, context);
    await getPostRoute(app, context);
    await listBusinessPostsRoute(app, context);
    await listCommentsRoute(app, context);
    // City life (issue 9): public profiles
    await getPublicProfileRoute(app, context);
    await listPersonPostsRoute(app, context);
    // City life (issue 9): events and weekend routes
    await listCityEventsRoute(app, context);
    await listWeekendRoutesRoute(app, context);
    // City life (issue 9): the world map
    await getWorldRoute(app, context);
  },
});
