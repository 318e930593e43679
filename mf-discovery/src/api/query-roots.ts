/**
 * The first element of every query key this remote's resources use. Each feature's key object
 * starts from here (`all: queryRoots.feed`), so a feature that changes another's data (Crear
 * publishing a post refreshes the feed) invalidates by these prefixes without importing the
 * other feature.
 */
export const queryRoots = {
  feed: ['feed'],
  stories: ['stories'],
  businessStories: ['business-stories'],
  businessPage: ['business-page'],
  businessPosts: ['business-posts'],
  businessPromotions: ['business-promotions'],
  businessSearch: ['business-search'],
  upcomingEvents: ['upcoming-events'],
  businessPlan: ['business-plan'],
  // City life (issue 9)
  favorites: ['favorites'],
  followedAnnouncements: ['followed-announcements'],
  publicProfile: ['public-profile'],
  cityEvents: ['city-events'],
  weekendRoutes: ['weekend-routes'],
  world: ['world'],
} as const;
