import type { City } from '@cerca/contracts';
import { Spinner } from '@cerca/ui';
import { lazy, Suspense } from 'react';
import { HomePage } from '../../features/home/components/home-page';

// Loaded once a city is chosen: a first visit without one downloads neither (the JS budget).
const StoryStrip = lazy(() =>
  import('../../features/feed/components/story-strip').then((module) => ({ default: module.StoryStrip })),
);
const FeedSection = lazy(() =>
  import('../../features/feed/components/feed-section').then((module) => ({ default: module.FeedSection })),
);

const stories = (city: City) => (
  <Suspense fallback={null}>
    <StoryStrip key={city.id} city={city} />
  </Suspense>
);
const feed = (city: City) => (
  <Suspense fallback={<Spinner />}>
    <FeedSection key={city.id} city={city} />
  </Suspense>
);

export default function HomeRoute() {
  return <HomePage stories={stories} feed={feed} />;
}
