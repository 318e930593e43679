import type { ActivityItem, CityCounts } from '@cerca/contracts/city-dashboard';
import { formatRelativeTime, useTranslation } from '@cerca/i18n';
import { Link } from '@cerca/router';
import { EmptyState } from '@cerca/ui';
import { NS } from '../../../lib/i18n';
import { useCitySummary } from '../api/get-city-summary';
import { excerpt } from '../lib/activity';
import { LoadState } from './load-state';

const COUNTS: Array<keyof CityCounts> = [
  'businesses',
  'people',
  'posts',
  'stories',
  'reviews',
  'events',
  'routes',
  'drivers',
];

/** Resumen: the city's exact counts and its latest activity (spec 02 §7, §9). */
export function SummaryTab({ cityId }: { cityId: string }) {
  const { t } = useTranslation(NS);
  const summary = useCitySummary(cityId);
  return (
    <LoadState query={summary}>
      {() => (
        <div className="mf-stack" data-testid="city-summary">
          <section aria-labelledby="city-counts-title" className="mf-stack">
            <h2 id="city-counts-title" className="mf-subtitle">
              {t('cityDashboard.counts.title')}
            </h2>
            <dl className="mf-city-counts">
              {COUNTS.map((key) => (
                <div key={key} className="mf-city-count" data-testid={`city-count-${key}`}>
                  <dt>
                    {t(`cityDashboard.counts.${key}`)}
                    {key === 'people' ? (
                      <span className="mf-city-count__hint">{t('cityDashboard.counts.peopleHint')}</span>
                    ) : null}
                  </dt>
                  <dd>{summary.data!.counts[key].toLocaleString('es-MX')}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="city-activity-title" className="mf-stack">
            <h2 id="city-activity-title" className="mf-subtitle">
              {t('cityDashboard.activity.title')}
            </h2>
            {summary.data!.activity.length === 0 ? (
              <EmptyState
                title={t('cityDashboard.activity.empty')}
                description={t('cityDashboard.activity.emptyHint')}
              />
            ) : (
              <ol className="mf-city-activity" data-testid="city-activity">
                {summary.data!.activity.map((item) => (
                  <ActivityRow key={`${item.type}:${item.id}`} item={item} />
                ))}
              </ol>
            )}
          </section>
        </div>
      )}
    </LoadState>
  );
}

function ActivityRow({ item }: { item: ActivityItem }) {
  const { t } = useTranslation(NS);
  const comment = excerpt(item.comment);
  const text =
    item.type === 'business'
      ? t('cityDashboard.activity.business', { business: item.business_name })
      : item.type === 'review'
        ? t('cityDashboard.activity.review', {
            user: item.user_name ?? '',
            business: item.business_name,
            rating: item.rating ?? 0,
          })
        : t('cityDashboard.activity.event', { title: item.title ?? '', business: item.business_name });
  return (
    <li className="mf-city-activity__item" data-testid="city-activity-item" data-type={item.type}>
      <span className={`mf-city-badge mf-city-badge--${item.type}`}>
        {t(`cityDashboard.activity.types.${item.type}`)}
      </span>
      <div className="mf-city-activity__body">
        <Link to={`/businesses/${item.business_id}`} className="mf-city-activity__text">
          {text}
        </Link>
        {comment ? <q className="mf-muted">{comment}</q> : null}
      </div>
      <time className="mf-muted mf-city-activity__time" dateTime={item.created_at}>
        {formatRelativeTime(item.created_at)}
      </time>
    </li>
  );
}
