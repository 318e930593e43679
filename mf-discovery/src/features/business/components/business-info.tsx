import type { BusinessPage } from '@cerca/contracts/business-page';
import { formatDate, useTranslation } from '@cerca/i18n';
import { PriceRange } from '@cerca/ui';
import { NS } from '../../../lib/i18n';
import { openNowKey } from '../../../lib/open-now';
import { phoneHref, websiteHref, websiteLabelKey } from '../lib/contact';
import { type Shift, todayIn, upcomingSpecialDates, weekSchedule } from '../lib/schedule';

/** Location, weekly schedule (Monday first, open-now from the API), contact and price range. */
export function BusinessInfo({ page }: { page: BusinessPage }) {
  const { t } = useTranslation(NS);
  const { business } = page;
  const today = todayIn(page.time_zone);
  const special = upcomingSpecialDates(business.special_hours, page.time_zone);
  // One shift "9:00 – 15:00", two "9:00 – 15:00 y 18:00 – 23:00", none "Cerrado".
  const hoursText = (shifts: Shift[]) =>
    shifts.length
      ? shifts
          .map((shift) => t('business.schedule.hours', { start: shift.start, end: shift.end }))
          .join(t('business.schedule.and'))
      : t('business.schedule.closed');
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
            {t(openNowKey(page))}
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
              <dd>{hoursText(row.shifts)}</dd>
            </div>
          ))}
        </dl>
        {special.length ? (
          <>
            <h3 className="mf-biz__minor">{t('business.schedule.specialTitle')}</h3>
            <dl className="mf-biz__schedule" data-testid="business-special-hours">
              {special.map((entry) => (
                <div key={entry.date}>
                  <dt>{formatDate(`${entry.date}T12:00:00`)}</dt>
                  <dd>{hoursText(entry.shifts)}</dd>
                </div>
              ))}
            </dl>
          </>
        ) : null}
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
