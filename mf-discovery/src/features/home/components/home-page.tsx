import { useTranslation } from 'react-i18next';
import { WithCity } from '../../../components/with-city';
import { NS } from '../../../lib/i18n';
import { CategoryRow } from './category-row';

/** Home: the chosen city, its categories; stories and the feed arrive with their feature. */
export function HomePage() {
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
          <CategoryRow />
          <section aria-labelledby="home-feed" className="mf-section mf-card">
            <h2 id="home-feed" className="mf-subtitle">
              {t('home.feedTitle', { city: city.name })}
            </h2>
            <p className="mf-muted">{t('home.feedSoon')}</p>
          </section>
        </div>
      )}
    </WithCity>
  );
}
