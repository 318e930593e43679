import { useCategories, useCities, useCountries } from '@cerca/session';
import { type ReactNode, useEffect, useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../lib/i18n';
import { type AuthFormValues, keptSubcategory, PRICE_RANGES, subcategoriesOf } from '../lib/auth-form-schema';

type TextField = 'name' | 'address' | 'state' | 'zip_code' | 'phone' | 'website';

/** Label key under ordering.json `auth.business` and test id of each text input (unchanged for e2e). */
const TEXT_INPUTS: Record<TextField, string> = {
  name: 'name',
  address: 'address',
  state: 'state',
  zip_code: 'zipCode',
  phone: 'phone',
  website: 'website',
};

/**
 * The Negocio part of the sign-up form (spec 02 §2 "Profile", §5 "Business sign-up"), inside the
 * auth form's react-hook-form context; `children` is the photo picker.
 */
export function BusinessFields({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const { register, setValue, getValues, control } = useFormContext<AuthFormValues>();
  const [countryId, cityId, category] = useWatch({
    control,
    name: ['countryId', 'business.city_id', 'business.category'],
  });
  const countries = useCountries();
  const cities = useCities(countryId || null);
  const categories = useCategories();

  // The chosen place may preselect a city before its list arrived: fill its name and state then.
  useEffect(() => {
    if (!cityId || getValues('business.city') || !cities.data) return;
    const city = cities.data.find((c) => c.id === cityId);
    if (!city) return;
    setValue('business.city', city.name);
    if (!getValues('business.state')) setValue('business.state', city.state);
  }, [cities.data, cityId, getValues, setValue]);

  const text = (
    field: TextField,
    options: {
      type?: string;
      autoComplete?: string;
      inputMode?: 'numeric' | 'tel' | 'url';
      required?: boolean;
    },
  ) => (
    <div className="mf-field">
      <label htmlFor={`${id}-${field}`}>{t(`auth.business.${TEXT_INPUTS[field]}`)}</label>
      <input
        id={`${id}-${field}`}
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete}
        inputMode={options.inputMode}
        aria-required={options.required ?? false}
        {...register(`business.${field}`)}
        data-testid={`business-${TEXT_INPUTS[field]}`}
      />
    </div>
  );

  const subcategories = subcategoriesOf(categories.data, category);

  return (
    <fieldset className="mf-fieldset mf-form" data-testid="business-fields">
      <legend className="mf-legend">{t('auth.business.legend')}</legend>
      <p className="mf-hint">{t('auth.business.requiredHint')}</p>

      {text('name', { autoComplete: 'organization', required: true })}

      <div className="mf-field">
        <label htmlFor={`${id}-description`}>{t('auth.business.description')}</label>
        <textarea
          id={`${id}-description`}
          aria-required="true"
          {...register('business.description')}
          data-testid="business-description"
        />
      </div>

      <div className="mf-grid-2">
        <div className="mf-field">
          <label htmlFor={`${id}-category`}>{t('auth.business.category')}</label>
          <select
            id={`${id}-category`}
            aria-required="true"
            {...register('business.category', {
              onChange: (event) =>
                setValue(
                  'business.subcategory',
                  keptSubcategory(categories.data, event.target.value, getValues('business.subcategory')),
                ),
            })}
            data-testid="business-category"
          >
            <option value="">
              {categories.isPending ? t('states.loading') : t('auth.business.chooseCategory')}
            </option>
            {categories.data?.map((option) => (
              <option key={option.id} value={option.name}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <div className="mf-field">
          <label htmlFor={`${id}-subcategory`}>{t('auth.business.subcategory')}</label>
          <select
            id={`${id}-subcategory`}
            aria-required="true"
            disabled={subcategories.length === 0}
            {...register('business.subcategory')}
            data-testid="business-subcategory"
          >
            <option value="">{t('auth.business.chooseSubcategory')}</option>
            {subcategories.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {categories.isError ? (
        <p className="mf-hint" role="alert">
          {t('auth.business.categoriesError')}
        </p>
      ) : null}

      <div className="mf-field">
        <label htmlFor={`${id}-price`}>{t('auth.business.priceRange')}</label>
        <select id={`${id}-price`} {...register('business.price_range')} data-testid="business-price-range">
          {PRICE_RANGES.map((range) => (
            <option key={range} value={range}>
              {t(`common:priceRange.${range}`)}
            </option>
          ))}
        </select>
      </div>

      <div className="mf-grid-2">
        <div className="mf-field">
          <label htmlFor={`${id}-country`}>{t('auth.business.country')}</label>
          <select
            id={`${id}-country`}
            aria-required="true"
            // Controlled as well: the options arrive after the preselected place's value.
            value={countryId}
            {...register('countryId', {
              onChange: () => {
                setValue('business.city_id', '');
                setValue('business.city', '');
                setValue('business.state', '');
              },
            })}
            data-testid="business-country"
          >
            <option value="">
              {countries.isPending ? t('states.loading') : t('auth.business.chooseCountry')}
            </option>
            {countries.data?.map((country) => (
              <option key={country.id} value={country.id}>
                {country.name}
              </option>
            ))}
          </select>
        </div>
        <div className="mf-field">
          <label htmlFor={`${id}-city`}>{t('auth.business.city')}</label>
          <select
            id={`${id}-city`}
            aria-required="true"
            disabled={!countryId}
            value={cityId}
            {...register('business.city_id', {
              onChange: (event) => {
                const city = cities.data?.find((c) => c.id === event.target.value);
                setValue('business.city', city?.name ?? '');
                setValue('business.state', city?.state ?? '');
              },
            })}
            data-testid="business-city"
          >
            <option value="">
              {cities.isFetching ? t('states.loading') : t('auth.business.chooseCity')}
            </option>
            {cities.data?.map((city) => (
              <option key={city.id} value={city.id}>
                {t('auth.business.cityOption', { city: city.name, state: city.state })}
              </option>
            ))}
          </select>
        </div>
      </div>
      {countries.isError || cities.isError ? (
        <p className="mf-hint" role="alert">
          {t('auth.business.placesError')}
        </p>
      ) : null}

      <div className="mf-grid-2">
        {text('state', { autoComplete: 'address-level1', required: true })}
        {text('zip_code', { autoComplete: 'postal-code', inputMode: 'numeric', required: true })}
      </div>
      {text('address', { autoComplete: 'street-address', required: true })}

      <div className="mf-grid-2">
        {text('phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
        {text('website', { type: 'url', autoComplete: 'url', inputMode: 'url' })}
      </div>

      {children}
    </fieldset>
  );
}
