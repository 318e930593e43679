import type { Driver } from '@cerca/contracts';
import { useTranslation } from '@cerca/i18n';
import { useCities, useCountries } from '@cerca/session';
import { useId } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { NS } from '../../../lib/i18n';
import { fieldMessage, type RegistrationFormValues } from '../lib/registration-form';

/**
 * The work zone: a city, picked through its country. Fixed once registered (spec 02 §2), so a
 * registered driver sees it disabled with a hint.
 */
export function ZoneField({
  form,
  driver,
}: {
  form: UseFormReturn<RegistrationFormValues>;
  driver: Driver | null;
}) {
  const { t } = useTranslation(NS);
  const id = useId();
  if (driver) {
    return (
      <div className="mf-field">
        <label htmlFor={`${id}-zone`}>{t('registration.zone')}</label>
        <select
          id={`${id}-zone`}
          disabled
          aria-describedby={`${id}-zone-hint`}
          data-testid="registration-zone"
        >
          <option value={driver.zone_id}>
            {driver.zone.name}, {driver.zone.state}
          </option>
        </select>
        <p id={`${id}-zone-hint`} className="mf-hint">
          {t('registration.zoneFixed')}
        </p>
      </div>
    );
  }
  return <ZonePicker form={form} />;
}

function ZonePicker({ form }: { form: UseFormReturn<RegistrationFormValues> }) {
  const { t } = useTranslation(NS);
  const id = useId();
  // Controlled: the lists arrive after the form's values, and the selects must show them then.
  const [countryId, zoneId] = useWatch({ control: form.control, name: ['country_id', 'zone_id'] });
  const countries = useCountries();
  const cities = useCities(countryId || null);
  const zoneError = fieldMessage(form.formState.errors.zone_id, 'cityRequired');

  return (
    <div className="mf-grid-2">
      <div className="mf-field">
        <label htmlFor={`${id}-country`}>{t('registration.country')}</label>
        <select
          id={`${id}-country`}
          {...form.register('country_id', { onChange: () => form.setValue('zone_id', '') })}
          value={countryId}
          data-testid="registration-country"
        >
          <option value="">
            {countries.isPending ? t('states.loading') : t('registration.chooseCountry')}
          </option>
          {countries.data?.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
      <div className="mf-field">
        <label htmlFor={`${id}-zone`}>{t('registration.zone')}</label>
        <select
          id={`${id}-zone`}
          required
          disabled={!countryId}
          aria-invalid={zoneError !== null}
          aria-describedby={`${id}-zone-hint`}
          {...form.register('zone_id')}
          value={zoneId}
          data-testid="registration-zone"
        >
          <option value="">
            {!countryId
              ? t('registration.chooseCountryFirst')
              : cities.isPending
                ? t('states.loading')
                : t('registration.chooseZone')}
          </option>
          {cities.data?.map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}, {city.state}
            </option>
          ))}
        </select>
        <p id={`${id}-zone-hint`} className={zoneError ? 'mf-field-error' : 'mf-hint'}>
          {zoneError ? t(`registration.messages.${zoneError}`) : t('registration.zoneHint')}
        </p>
      </div>
    </div>
  );
}
