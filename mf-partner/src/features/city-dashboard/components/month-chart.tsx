import type { MonthCount } from '@cerca/contracts/city-dashboard';
import { useTranslation } from '@cerca/i18n';
import { useId } from 'react';
import { NS } from '../../../lib/i18n';
import { chartScale, monthParts } from '../lib/chart-scale';

// Drawing units of the SVG's viewBox; it scales to the width of its column (at most 640 px wide, so
// its 14-unit text reads at about 10 px on a phone and 19 px on a desktop).
const WIDTH = 480;
const HEIGHT = 270;
const PAD = { top: 12, right: 4, bottom: 44, left: 34 };

/**
 * New businesses and publications per month as grouped bars. The SVG is one image for assistive
 * technology (its title and a one-line summary); the same figures are a table for screen readers.
 */
export function MonthChart({ months }: { months: MonthCount[] }) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const descId = useId();
  const { top, ticks } = chartScale(Math.max(0, ...months.flatMap((m) => [m.businesses, m.posts])));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, months.length);
  const bar = Math.min(18, slot / 2 - 3);
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const totals = months.reduce(
    (sum, m) => ({ businesses: sum.businesses + m.businesses, posts: sum.posts + m.posts }),
    { businesses: 0, posts: 0 },
  );

  return (
    <figure className="mf-city-chart" data-testid="city-month-chart">
      <figcaption className="mf-stack">
        <h2 className="mf-subtitle">{t('cityDashboard.analytics.chartTitle')}</h2>
        <ul className="mf-city-chart__legend" aria-hidden="true">
          <li>
            <span className="mf-city-chart__swatch mf-city-chart__swatch--businesses" />
            {t('cityDashboard.analytics.legendBusinesses')}
          </li>
          <li>
            <span className="mf-city-chart__swatch mf-city-chart__swatch--posts" />
            {t('cityDashboard.analytics.legendPosts')}
          </li>
        </ul>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descId}`}>
        <title id={titleId}>{t('cityDashboard.analytics.chartTitle')}</title>
        <desc id={descId}>{t('cityDashboard.analytics.chartSummary', totals)}</desc>
        {ticks.map((tick) => (
          <g key={tick} className="mf-city-chart__tick">
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} />
            <text x={PAD.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
              {tick}
            </text>
          </g>
        ))}
        {months.map((m, i) => {
          const center = PAD.left + slot * i + slot / 2;
          return (
            <g key={m.month}>
              <rect
                className="mf-city-chart__bar--businesses"
                x={center - bar - 1}
                y={y(m.businesses)}
                width={bar}
                height={y(0) - y(m.businesses)}
                rx={2}
              />
              <rect
                className="mf-city-chart__bar--posts"
                x={center + 1}
                y={y(m.posts)}
                width={bar}
                height={y(0) - y(m.posts)}
                rx={2}
              />
              <text className="mf-city-chart__month" x={center} y={HEIGHT - 26} textAnchor="middle">
                {monthParts(m.month).name}
                {/* The year under each January, and under the first month unless January follows it. */}
                {m.month.endsWith('-01') || (i === 0 && !months[1]?.month.endsWith('-01')) ? (
                  <tspan x={center} dy="1.2em">
                    {monthParts(m.month).year}
                  </tspan>
                ) : null}
              </text>
            </g>
          );
        })}
      </svg>
      {/* For screen readers only (visually hidden: a table ignores a narrower width itself): the figures. */}
      <div className="mf-city-chart__table">
        <table data-testid="city-month-table">
          <caption>{t('cityDashboard.analytics.chartDescription')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('cityDashboard.analytics.month')}</th>
              <th scope="col">{t('cityDashboard.analytics.legendBusinesses')}</th>
              <th scope="col">{t('cityDashboard.analytics.legendPosts')}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{`${monthParts(m.month).name} ${monthParts(m.month).year}`}</th>
                <td>{m.businesses}</td>
                <td>{m.posts}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
