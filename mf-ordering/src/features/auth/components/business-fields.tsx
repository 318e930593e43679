import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../lib/i18n';
import { useCities } from '../api/get-cities';
import { useCountries } from '../api/get-countries';
import { MAIN_CATEGORIES, subcategoriesOf } from '../lib/categories';
import { type BusinessDraft, PRICE_RANGES, type PriceRange, withCategory } from '../lib/validation';
import { PhotoPicker } from './photo-picker';

interface BusinessFieldsProps {
  value: BusinessDraft;
  onChange: (next: BusinessDraft) => void;
  photos: readonly File[];
  onPhotosChange: (photos: File[]) => void;
}

type TextField = 'name' | 'address' | 'state' | 'zipCode' | 'phone' | 'website';

/** The Negocio part of the sign-up form (spec 02 §2 "Profile", §5 "Business sign-up"). */
export function BusinessFields({ value, onChange, photos, onPhotosChange }: BusinessFieldsProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  const countries = useCountries();
  const cities = useCities(value.countryId);
  const set = (patch: Partial<BusinessDraft>) => onChange({ ...value, ...patch });

  // The chosen place may preselect a city before its list arrived: fill its name and state then.
  useEffect(() => {
    if (!value.cityId || value.city || !cities.data) return;
    const city = cities.data.find((c) => c.id === value.cityId);
    if (city) onChange({ ...value, city: city.name, state: value.state || city.state });
  }, [cities.data, value, onChange]);

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
      <label htmlFor={`${id}-${field}`}>{t(`auth.business.${field}`)}</label>
      <input
        id={`${id}-${field}`}
        name={field}
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete}
        inputMode={options.inputMode}
        aria-required={options.required ?? false}
        value={value[field]}
        onChange={(event) => set({ [field]: event.target.value })}
        data-testid={`business-${field}`}
      />
    </div>
  );

  const subcategories = subcategoriesOf(value.category);

  return (
    <fieldset className="mf-fieldset mf-form" data-testid="business-fields">
      <legend className="mf-legend">{t('auth.business.legend')}</legend>
      <p className="mf-hint">{t('auth.business.requiredHint')}</p>

      {text('name', { autoComplete: 'organization', required: true })}

      <div className="mf-field">
        <label htmlFor={`${id}-description`}>{t('auth.business.description')}</label>
        <textarea
          id={`${id}-description`}
          name="description"
          aria-required="true"
          value={value.description}
          onChange={(event) => set({ description: event.target.value })}
          data-testid="business-description"
        />
      </div>

      <div className="mf-grid-2">
        <div className="mf-field">
          <label htmlFor={`${id}-category`}>{t('auth.business.category')}</label>
          <select
            id={`${id}-category`}
            aria-required="true"
            value={value.category}
            onChange={(event) => onChange(withCategory(value, event.target.value))}
            data-testid="business-category"
          >
            <option value="">{t('auth.business.chooseCategory')}</option>
            {MAIN_CATEGORIES.map((category) => (
              <option key={category.id} value={category.name}>
                {category.name}
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
            value={value.subcategory}
            onChange={(event) => set({ subcategory: event.target.value })}
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

      <div className="mf-field">
        <label htmlFor={`${id}-price`}>{t('auth.business.priceRange')}</label>
        <select
          id={`${id}-price`}
          value={value.priceRange}
          onChange={(event) => set({ priceRange: Number(event.target.value) as PriceRange })}
          data-testid="business-price-range"
        >
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
            value={value.countryId}
            onChange={(event) => set({ countryId: event.target.value, cityId: '', city: '', state: '' })}
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
            disabled={!value.countryId}
            value={value.cityId}
            onChange={(event) => {
              const city = cities.data?.find((c) => c.id === event.target.value);
              set({ cityId: city?.id ?? '', city: city?.name ?? '', state: city?.state ?? '' });
            }}
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
        {text('zipCode', { autoComplete: 'postal-code', inputMode: 'numeric', required: true })}
      </div>
      {text('address', { autoComplete: 'street-address', required: true })}

      <div className="mf-grid-2">
        {text('phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
        {text('website', { type: 'url', autoComplete: 'url', inputMode: 'url' })}
      </div>

      <PhotoPicker photos={photos} onChange={onPhotosChange} />
    </fieldset>
  );
}
