import type { BusinessPage } from '@cerca/contracts/business-page';
import { useTranslation } from '@cerca/i18n';
import { PriceRange } from '@cerca/ui';
import { NS } from '../../../lib/i18n';
import { phoneHref, websiteHref, websiteLabelKey } from '../lib/contact';
import { todayIn, weekSchedule } from '../lib/schedule';

/** Location, weekly schedule (Monday first, open-now from the API), contact and price range. */
export function BusinessInfo({ page }: { page: BusinessPage }) {
  const { t } = useTranslation(NS);
  const { business } = page;
  const today = todayIn(page.time_zone);
  const tel = phoneHref(business.phone);
  const site = websiteHref(business.website);
  return (
    <div className="mf-biz__info">
      <section className="mf-card" aria-labelledby="biz-location">
        <h2 id="biz-location" className="mf-subtitle">
          {t('business.location.title')}
        </h2>
        <address className="mf-biz__address">
          <span>{business.address}</span>
          <span>
            {t('business.location.cityLine', {
              city: business.city,
              state: business.state,
              zip: business.zip_code,
            })}
          </span>
        </address>
      </section>

      <section className="mf-card" aria-labelledby="biz-schedule" data-testid="business-schedule">
        <div className="mf-biz__row">
          <h2 id="biz-schedule" className="mf-subtitle">
            {t('business.schedule.title')}
          </h2>
          <span className={page.open_now ? 'mf-badge mf-badge--open' : 'mf-badge'} data-testid="open-now">
            {page.open_now ? t('business.schedule.openNow') : t('business.schedule.closed')}
          </span>
        </div>
        <dl className="mf-biz__schedule">
          {weekSchedule(business.schedule).map((row) => (
            <div key={row.day} className={row.day === today ? 'is-today' : undefined}>
              <dt>
                {t(`business.days.${row.day}`)}
                {row.day === today ? (
                  <span className="cerca-visually-hidden"> ({t('business.schedule.today')})</span>
                ) : null}
              </dt>
              <dd>
                {row.start && row.end
                  ? t('business.schedule.hours', { start: row.start, end: row.end })
                  : t('business.schedule.closed')}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="mf-card" aria-labelledby="biz-contact">
        <h2 id="biz-contact" className="mf-subtitle">
          {t('business.contact.title')}
        </h2>
        {tel || site ? (
          <ul className="mf-biz__contact">
            {tel ? (
              <li>
                <span className="mf-muted">{t('business.contact.phone')}</span>{' '}
                <a href={tel} data-testid="business-phone">
                  {business.phone}
                </a>
              </li>
            ) : null}
            {site ? (
              <li>
                <a href={site} target="_blank" rel="noopener noreferrer" data-testid="business-website">
                  {t(websiteLabelKey(business.website_platform))}
                </a>
              </li>
            ) : null}
          </ul>
        ) : (
          <p className="mf-muted">{t('business.contact.none')}</p>
        )}
        <h3 className="mf-biz__minor">{t('business.price.title')}</h3>
        <PriceRange value={business.price_range} showLabel />
      </section>
    </div>
  );
}
