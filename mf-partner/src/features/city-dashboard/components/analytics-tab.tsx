import { useTranslation } from '@cerca/i18n';
import { NS } from '../../../lib/i18n';
import { useCityAnalytics } from '../api/get-city-analytics';
import { LoadState } from './load-state';
import { MonthChart } from './month-chart';

/** Analíticas: the top 5 categories (spec 02 §9) and businesses and posts over the last 12 months. */
export function AnalyticsTab({ cityId }: { cityId: string }) {
  const { t } = useTranslation(NS);
  const analytics = useCityAnalytics(cityId);
  return (
    <LoadState query={analytics}>
      {() => {
        const { top_categories: categories, months } = analytics.data!;
        const most = Math.max(1, ...categories.map((row) => row.businesses));
        return (
          <div className="mf-stack" data-testid="city-analytics">
            <section aria-labelledby="city-categories-title" className="mf-stack">
              <h2 id="city-categories-title" className="mf-subtitle">
                {t('cityDashboard.analytics.categoriesTitle')}
              </h2>
              {categories.length === 0 ? (
                <p className="mf-muted">{t('cityDashboard.analytics.categoriesEmpty')}</p>
              ) : (
                <ol className="mf-city-categories" data-testid="city-top-categories">
                  {categories.map((row) => (
                    <li key={row.category} className="mf-city-category">
                      <span className="mf-city-category__name">{row.category}</span>
                      <span className="mf-city-category__count">
                        {t('cityDashboard.analytics.categoryCount', { count: row.businesses })}
                      </span>
                      {/* The bar repeats the count for the eye only. */}
                      <span className="mf-city-category__bar" aria-hidden="true">
                        <span style={{ width: `${(row.businesses / most) * 100}%` }} />
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </section>
            <MonthChart months={months} />
          </div>
        );
      }}
    </LoadState>
  );
}
