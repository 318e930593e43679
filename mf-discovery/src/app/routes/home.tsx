import type { City } from '@cerca/contracts';
import { usePlace } from '@cerca/session';
import { Spinner } from '@cerca/ui';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { StoryStripSlot } from '../../features/feed/components/story-strip-slot';
import { useViewer } from '../../features/feed/components/use-viewer';
import { HomePage } from '../../features/home/components/home-page';

// Loaded once a city is chosen: a first visit without one downloads none of them (the JS budget;
// the requests carry the contracts' schemas).
const loadPrefetch = () => import('../../features/feed/api/prefetch-city-home');
const loadStoryStrip = () => import('../../features/feed/components/story-strip');
const loadFeedSection = () => import('../../features/feed/components/feed-section');
const StoryStrip = lazy(() => loadStoryStrip().then((module) => ({ default: module.StoryStrip })));
const FeedSection = lazy(() => loadFeedSection().then((module) => ({ default: module.FeedSection })));

const stories = (city: City) => (
  <Suspense fallback={<StoryStripSlot />}>
    <StoryStrip key={city.id} city={city} />
  </Suspense>
);
const feed = (city: City) => (
  <Suspense fallback={<Spinner />}>
    <FeedSection key={city.id} city={city} />
  </Suspense>
);

/**
 * With a city stored, the strip's and the feed's code and first answers are requested as the
 * route mounts, beside the city's own record, instead of one after the other once the city is
 * loaded and the sections render: the first post's photo is the page's largest paint (issue 24).
 * A stored city that is gone costs two refused requests; the page then asks for a city as before.
 */
function usePrefetchCityHome(): void {
  const { cityId } = usePlace();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!cityId) return;
    const who = { ready: viewer.ready, userId: viewer.userId };
    // A chunk that fails to load here only loses the head start: the sections load it again.
    const ignore = () => {};
    loadStoryStrip().catch(ignore);
    loadFeedSection().catch(ignore);
    loadPrefetch().then(({ prefetchCityHome }) => prefetchCityHome(queryClient, cityId, who), ignore);
  }, [cityId, viewer.ready, viewer.userId, queryClient]);
}

export default function HomeRoute() {
  usePrefetchCityHome();
  return <HomePage stories={stories} feed={feed} />;
}
