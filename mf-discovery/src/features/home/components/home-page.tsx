import type { City } from '@cerca/contracts';
import { useTranslation } from '@cerca/i18n';
import type { ReactNode } from 'react';
import { WithCity } from '../../../components/with-city';
import { NS } from '../../../lib/i18n';
import { CategoryRow } from './category-row';

interface HomePageProps {
  /** The city's story strip (the feed feature's; the route wires it, features stay apart). */
  stories: (city: City) => ReactNode;
  /** The city's posts. */
  feed: (city: City) => ReactNode;
}

/** Home: the chosen city, its story strip, the category row and the feed (spec 01 §2). */
export function HomePage({ stories, feed }: HomePageProps) {
  const { t } = useTranslation(NS);
  return (
    <WithCity>
      {(city) => (
        <div className="mf-page mf-stack-lg" data-testid="home">
          <header className="mf-stack">
            <p className="mf-eyebrow">{t('home.eyebrow')}</p>
            <h1 className="mf-title" data-testid="home-city">
              {city.name}
            </h1>
            <p className="mf-muted">{t('home.place', { state: city.state, country: city.country.name })}</p>
          </header>
          {stories(city)}
          <CategoryRow />
          {feed(city)}
        </div>
      )}
    </WithCity>
  );
}
