import type { WorldCountry } from '@cerca/contracts/city-life/world';
import { useTranslation } from '@cerca/i18n';
import { useNavigate } from '@cerca/router';
import { selectCity, useCities } from '@cerca/session';
import { ErrorState, IconChevronLeft, IconChevronRight, Spinner, toast } from '@cerca/ui';
import { useEffect, useRef } from 'react';
import { NS } from '../../../lib/i18n';

interface CountryPanelProps {
  countries: WorldCountry[];
  selected: WorldCountry | null;
  onSelect: (countryId: string | null) => void;
}

/**
 * Beside the map (below it on phones): every country as a list, the same choices as the flags
 * for people who do not use the map; a chosen country lists its cities, and choosing a city sets
 * the place and opens home.
 */
export function CountryPanel({ countries, selected, onSelect }: CountryPanelProps) {
  const { t } = useTranslation(NS);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(selected?.id ?? null);

  // After a choice (not on the first render), take focus and the eye to the panel's new heading.
  useEffect(() => {
    const id = selected?.id ?? null;
    if (shown.current === id) return;
    shown.current = id;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [selected?.id]);

  return (
    <section
      className="mf-world__panel mf-card"
      aria-labelledby="world-panel-title"
      data-testid="world-panel"
    >
      {selected ? (
        <>
          <button type="button" className="mf-back" onClick={() => onSelect(null)}>
            <IconChevronLeft size={18} />
            {t('world.country.allCountries')}
          </button>
          <div className="mf-world__panel-head">
            <img className="mf-world__flag" src={selected.flag_url} alt="" width={36} height={24} />
            <div className="mf-stack">
              <h2 id="world-panel-title" ref={heading} tabIndex={-1} className="mf-subtitle">
                {t('world.country.citiesTitle', { country: selected.name })}
              </h2>
              <p className="mf-muted">{t('world.country.hint')}</p>
            </div>
          </div>
          <CityList country={selected} />
        </>
      ) : (
        <>
          <div className="mf-stack">
            <h2 id="world-panel-title" ref={heading} tabIndex={-1} className="mf-subtitle">
              {t('world.list.title')}
            </h2>
            <p className="mf-muted">{t('world.list.hint')}</p>
          </div>
          <ul className="mf-world__list" data-testid="world-country-list">
            {countries.map((country) => (
              <li key={country.id}>
                <button type="button" className="mf-world__row" onClick={() => onSelect(country.id)}>
                  <img className="mf-world__flag" src={country.flag_url} alt="" width={36} height={24} />
                  <span className="mf-world__row-text">
                    <span className="mf-world__row-name">{country.name}</span>
                    <span className="mf-muted">{t('world.cities', { count: country.city_count })}</span>
                  </span>
                  <IconChevronRight size={18} />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function CityList({ country }: { country: WorldCountry }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const cities = useCities(country.id);

  if (cities.isPending) return <Spinner />;
  if (cities.isError) {
    return (
      <ErrorState
        title={t('world.country.loadError')}
        description={cities.error.message}
        onRetry={() => cities.refetch()}
        retrying={cities.isFetching}
      />
    );
  }
  return (
    <ul className="mf-world__list" data-testid="world-city-list">
      {cities.data.map((city) => (
        <li key={city.id}>
          <button
            type="button"
            className="mf-world__row"
            onClick={() => {
              selectCity(city.id, country.id);
              toast.success(t('world.country.chosen', { city: city.name }));
              navigate('/');
            }}
          >
            <span className="mf-world__row-text">
              <span className="mf-world__row-name">{city.name}</span>
              <span className="mf-muted">{city.state}</span>
            </span>
            <IconChevronRight size={18} />
          </button>
        </li>
      ))}
    </ul>
  );
}
