import { useTranslation } from '@cerca/i18n';
import { clearCity, selectCity, selectCountry, useCities, useCountries, usePlace } from '@cerca/session';
import { Button, Dialog, EmptyState, ErrorState, Spinner } from '@cerca/ui';
import { useId } from 'react';

export interface LocationPickerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Spec 01 §2 location picker: countries (flag + name, in the API's order: México first), then
 * the chosen country's cities (name + state). Choosing a country clears the city; choosing a city
 * sets its country too and closes; Limpiar clears the city. Persisted by @cerca/session.
 */
export function LocationPicker({ open, onClose }: LocationPickerProps) {
  const { t } = useTranslation('chrome');
  const place = usePlace();
  const countries = useCountries({ enabled: open });
  const cities = useCities(open ? place.countryId : null);
  const countriesHeading = useId();
  const citiesHeading = useId();

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('location.title')}
      description={t('location.subtitle')}
      data-testid="location-picker"
      footer={
        <Button variant="secondary" onClick={clearCity} disabled={place.cityId === null}>
          {t('location.clear')}
        </Button>
      }
    >
      <section aria-labelledby={countriesHeading} className="cerca-place-section">
        <h3 id={countriesHeading} className="cerca-place-section__title">
          {t('location.countries')}
        </h3>
        {countries.isPending ? (
          <Spinner className="cerca-place-section__spinner" />
        ) : countries.isError ? (
          <ErrorState
            description={t('location.loadError')}
            onRetry={() => void countries.refetch()}
            retrying={countries.isFetching}
          />
        ) : countries.data.length === 0 ? (
          <EmptyState title={t('location.noCountries')} />
        ) : (
          <ul className="cerca-place-list cerca-place-list--countries">
            {countries.data.map((country) => (
              <li key={country.id}>
                <button
                  type="button"
                  className="cerca-place-option"
                  aria-pressed={country.id === place.countryId}
                  onClick={() => {
                    if (country.id !== place.countryId) selectCountry(country.id);
                  }}
                >
                  <img
                    className="cerca-place-option__flag"
                    src={country.flag_url}
                    alt=""
                    width={28}
                    height={20}
                  />
                  <span className="cerca-place-option__name">{country.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={citiesHeading} className="cerca-place-section">
        <h3 id={citiesHeading} className="cerca-place-section__title">
          {t('location.cities')}
        </h3>
        {place.countryId === null ? (
          <p className="cerca-place-section__hint">{t('location.chooseCountry')}</p>
        ) : cities.isPending ? (
          <Spinner className="cerca-place-section__spinner" />
        ) : cities.isError ? (
          <ErrorState
            description={t('location.loadError')}
            onRetry={() => void cities.refetch()}
            retrying={cities.isFetching}
          />
        ) : cities.data.length === 0 ? (
          <EmptyState title={t('location.noCities')} />
        ) : (
          <ul className="cerca-place-list cerca-place-list--cities">
            {cities.data.map((city) => (
              <li key={city.id}>
                <button
                  type="button"
                  className="cerca-place-option"
                  aria-pressed={city.id === place.cityId}
                  onClick={() => {
                    selectCity(city.id, city.country_id);
                    onClose();
                  }}
                >
                  <span className="cerca-place-option__name">{city.name}</span>
                  <span className="cerca-place-option__state">{city.state}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Dialog>
  );
}
