import type { City } from '@cerca/contracts';
import { useTranslation } from '@cerca/i18n';
import { Link } from '@cerca/router';
import type { ReactNode } from 'react';
import { NS } from '../../../lib/i18n';

interface CitySectionProps {
  city: City;
  title: string;
  /** Where the back link goes (spec 02 §2: the dashboard goes back to /dashboard, sub-pages to the city). */
  backTo: string;
  backLabel: string;
  children?: ReactNode;
}

/** Frame of the city pages: back link, the city's place and the page title, then the page's content. */
export function CitySection({ city, title, backTo, backLabel, children }: CitySectionProps) {
  const { t } = useTranslation(NS);
  return (
    <section className="mf-page mf-stack" data-testid="city-section">
      <Link to={backTo} className="mf-back">
        <span aria-hidden="true">←</span> {backLabel}
      </Link>
      <p className="mf-eyebrow">
        {t('city.place', { city: city.name, state: city.state, country: city.country.name })}
      </p>
      <h1 className="mf-title">{title}</h1>
      {children}
    </section>
  );
}
