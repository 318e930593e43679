import type { City } from '@cerca/contracts';
import { useTranslation } from '@cerca/i18n';
import { useCities, useCountries } from '@cerca/session';
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { NS } from '../../../lib/i18n';
import type { ApplicationValues } from '../lib/application-form';
import { NewCityForm } from './new-city-form';

/** The city select's last option: opens the inline city form instead of choosing. */
const ADD_CITY = '__add__';

export interface CityStepProps {
  /** Restored entries of the inline form: it opens with them. */
  pendingCity: { name: string; state: string } | null;
  signedIn: boolean;
  onSignInFirst: (newCity: { name: string; state: string }) => void;
}

/** Step 2: country, the country's cities as "name, state" and '+ Añadir nueva ciudad'. */
export function CityStep({ pendingCity, signedIn, onSignInFirst }: CityStepProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  const { setValue, watch, formState } = useFormContext<ApplicationValues>();
  const countryId = watch('country_id');
  const cityId = watch('city_id');
  const countries = useCountries();
  const cities = useCities(countryId || null);
  const [adding, setAdding] = useState(pendingCity !== null);
  const list = cities.data ?? [];
  const cityError = formState.errors.city_id?.message ?? formState.errors.country_id?.message;

  const choose = (city: string) =>
    setValue('city_id', city, { shouldValidate: formState.isSubmitted || !!cityError });

  const created = (city: City) => {
    setAdding(false);
    choose(city.id);
  };

  const hint = cityError
    ? t(`becomePartner.errors.${cityError}`)
    : !countryId
      ? t('becomePartner.city.pickCountryFirst')
      : cities.isError
        ? t('becomePartner.city.loadError')
        : '';

  return (
    <div className="mf-form">
      <div className="mf-field">
        <label htmlFor={`${id}-country`}>{t('becomePartner.city.country')}</label>
        <select
          id={`${id}-country`}
          value={countryId}
          aria-required="true"
          onChange={(event) => {
            // Controlled, unlike a registered select: the options arrive after the restored value.
            setValue('country_id', event.target.value, { shouldValidate: !!formState.errors.country_id });
            setValue('city_id', '');
          }}
          data-testid="partner-country"
        >
          <option value="">{t('becomePartner.city.countryPlaceholder')}</option>
          {(countries.data ?? []).map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </select>
        {countries.isError ? <p className="mf-partner-problem">{t('becomePartner.city.loadError')}</p> : null}
      </div>

      <div className="mf-field">
        <label htmlFor={`${id}-city`}>{t('becomePartner.city.city')}</label>
        <select
          id={`${id}-city`}
          value={cityId}
          aria-required="true"
          aria-invalid={cityError ? true : undefined}
          aria-describedby={`${id}-city-hint`}
          onChange={(event) => {
            if (event.target.value === ADD_CITY) {
              setAdding(true);
              return;
            }
            setAdding(false);
            choose(event.target.value);
          }}
          data-testid="partner-city"
        >
          <option value="">{t('becomePartner.city.cityPlaceholder')}</option>
          {list.map((city) => (
            <option key={city.id} value={city.id}>
              {t('becomePartner.city.cityOption', { name: city.name, state: city.state })}
            </option>
          ))}
          <option value={ADD_CITY}>{t('becomePartner.city.addCity')}</option>
        </select>
        <p id={`${id}-city-hint`} className={cityError ? 'mf-partner-problem' : 'mf-hint'} role="status">
          {hint}
        </p>
      </div>

      {adding ? (
        <NewCityForm
          countryId={countryId}
          cities={list}
          initial={pendingCity}
          signedIn={signedIn}
          onCreated={created}
          onCancel={() => setAdding(false)}
          onSignInFirst={onSignInFirst}
        />
      ) : null}
    </div>
  );
}
