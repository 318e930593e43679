import type { BusinessFormProps } from '@cerca/contracts';
import { BUSINESS_TYPES, WEBSITE_PLATFORMS } from '@cerca/contracts/business';
import {
  BUSINESS_FORM_PHOTO_LIMITS,
  type BusinessFormPart,
  PRICE_RANGES,
} from '@cerca/contracts/business-form';
import { useTranslation } from '@cerca/i18n';
import { useCategories, useCities, useCountries } from '@cerca/session';
import { useEffect, useEffectEvent, useId } from 'react';
import { useCityById } from '../../api/get-city';
import { NS } from '../../lib/i18n';
import { BusinessPhotos } from './business-photos';
import {
  subcategoriesOf,
  withCategory,
  withCity,
  withCountry,
  withFields,
  withKnownCity,
} from './lib/business-form-value';
import './business-form.css';
import './texts';

type TextField = 'name' | 'address' | 'city' | 'state' | 'zip_code' | 'phone' | 'website';

/** Each text input's label key under businessForm.fields and its test id suffix. */
const TEXT_INPUTS: Record<TextField, { label: string; testId: string }> = {
  name: { label: 'name', testId: 'name' },
  address: { label: 'address', testId: 'address' },
  city: { label: 'city', testId: 'city' },
  state: { label: 'state', testId: 'state' },
  zip_code: { label: 'zipCode', testId: 'zip-code' },
  phone: { label: 'phone', testId: 'phone' },
  website: { label: 'website', testId: 'website' },
};

/**
 * The one business form (spec 01 §5, spec 02 §2): what the business is, where it is, how to reach
 * it and its photos. Controlled: the page keeps the value in its react-hook-form and validates it
 * with the endpoint's schema (@cerca/contracts/business-form); this component only shows it and
 * applies what each choice implies. Exposed to other remotes as "./business-form".
 */
export function BusinessForm({ value, onChange, photos, invalid = [], disabled = false }: BusinessFormProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  const { fields } = value;
  const isInvalid = (part: BusinessFormPart) => invalid.includes(part) || undefined;
  const set = (changes: Partial<typeof fields>) => onChange(withFields(value, changes));

  const categories = useCategories();
  const countries = useCountries();
  // A business, or a link's ?city=, may name its city without its country: its record tells it.
  const namedCity = useCityById(!value.countryId && fields.city_id ? fields.city_id : null);
  const countryId = value.countryId || namedCity.data?.country_id || '';
  const cities = useCities(countryId || null);
  // The named city stays offered while its country's list loads.
  const cityOptions = cities.data ?? (namedCity.data ? [namedCity.data] : []);
  const knownCity = cityOptions.find((city) => city.id === fields.city_id);

  // A preselected city fills its name and state once its record arrives (not on every keystroke:
  // a person may clear the name to type another).
  const fillKnownCity = useEffectEvent((city: typeof knownCity) => {
    const next = withKnownCity(value, city);
    if (next) onChange(next);
  });
  useEffect(() => fillKnownCity(knownCity), [knownCity]);

  // The stored pair stays offered while the catalogue loads.
  const categoryOptions = categories.data?.map((category) => category.name) ?? [fields.category];
  const subcategoryOptions = categories.data
    ? subcategoriesOf(categories.data, fields.category)
    : [fields.subcategory];
  const loading = t('businessForm.loading');
  const limits = BUSINESS_FORM_PHOTO_LIMITS[photos];

  const text = (
    field: TextField,
    options: {
      type?: string;
      autoComplete: string;
      inputMode?: 'numeric' | 'tel' | 'url';
      optional?: boolean;
      hint?: string;
    },
  ) => {
    const input = TEXT_INPUTS[field];
    return (
      <div className="mf-field">
        <label htmlFor={`${id}-${field}`}>{t(`businessForm.fields.${input.label}`)}</label>
        <input
          id={`${id}-${field}`}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          inputMode={options.inputMode}
          aria-required={!options.optional}
          aria-invalid={isInvalid(field)}
          aria-describedby={options.hint ? `${id}-${field}-hint` : undefined}
          value={fields[field]}
          onChange={(event) => set({ [field]: event.target.value })}
          data-testid={`business-form-${input.testId}`}
        />
        {options.hint ? (
          <p id={`${id}-${field}-hint`} className="mf-hint">
            {options.hint}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <div className="mf-business-form__frame" data-testid="business-form">
      <div className="mf-business-form__sections">
        <p className="mf-hint mf-business-form__wide">{t('businessForm.requiredHint')}</p>

        <fieldset className="mf-business-form__section" disabled={disabled}>
          <legend className="mf-legend">{t('businessForm.sections.about')}</legend>
          {text('name', { autoComplete: 'organization' })}
          <div className="mf-field">
            <label htmlFor={`${id}-description`}>{t('businessForm.fields.description')}</label>
            <textarea
              id={`${id}-description`}
              rows={4}
              aria-required="true"
              aria-invalid={isInvalid('description')}
              value={fields.description}
              onChange={(event) => set({ description: event.target.value })}
              data-testid="business-form-description"
            />
          </div>
          <div className="mf-grid-2">
            <div className="mf-field">
              <label htmlFor={`${id}-category`}>{t('businessForm.fields.category')}</label>
              <select
                id={`${id}-category`}
                aria-required="true"
                aria-invalid={isInvalid('category')}
                value={fields.category}
                onChange={(event) => onChange(withCategory(value, event.target.value))}
                data-testid="business-form-category"
              >
                <option value="">
                  {categories.isPending ? loading : t('businessForm.fields.chooseCategory')}
                </option>
                {categoryOptions.filter(Boolean).map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            <div className="mf-field">
              <label htmlFor={`${id}-subcategory`}>{t('businessForm.fields.subcategory')}</label>
              <select
                id={`${id}-subcategory`}
                aria-required="true"
                aria-invalid={isInvalid('subcategory')}
                disabled={subcategoryOptions.filter(Boolean).length === 0}
                value={fields.subcategory}
                onChange={(event) => set({ subcategory: event.target.value })}
                data-testid="business-form-subcategory"
              >
                <option value="">
                  {fields.category
                    ? t('businessForm.fields.chooseSubcategory')
                    : t('businessForm.fields.chooseCategoryFirst')}
                </option>
                {subcategoryOptions.filter(Boolean).map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {categories.isError ? (
            <p className="mf-hint" role="alert">
              {t('businessForm.categoriesError')}
            </p>
          ) : null}
          <div className="mf-field">
            <label htmlFor={`${id}-price`}>{t('businessForm.fields.priceRange')}</label>
            <select
              id={`${id}-price`}
              aria-invalid={isInvalid('price_range')}
              value={fields.price_range}
              onChange={(event) => set({ price_range: event.target.value })}
              data-testid="business-form-price-range"
            >
              {PRICE_RANGES.map((range) => (
                <option key={range} value={String(range)}>
                  {t(`common:priceRange.${range}`)}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="mf-business-form__types">
            <legend className="mf-legend">{t('businessForm.fields.businessType')}</legend>
            <div className="mf-business-form__segmented">
              {BUSINESS_TYPES.map((type) => (
                <label key={type} className="mf-business-form__segment">
                  <input
                    type="radio"
                    name={`${id}-type`}
                    value={type}
                    checked={fields.business_type === type}
                    onChange={() => set({ business_type: type })}
                    data-testid={`business-form-type-${type}`}
                  />
                  <span>
                    <span className="mf-business-form__segment-name">
                      {t(`businessForm.businessTypes.${type}`)}
                    </span>
                    <span className="mf-hint">{t(`businessForm.businessTypes.${type}Hint`)}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        </fieldset>

        <fieldset className="mf-business-form__section" disabled={disabled}>
          <legend className="mf-legend">{t('businessForm.sections.place')}</legend>
          <div className="mf-grid-2">
            <div className="mf-field">
              <label htmlFor={`${id}-country`}>{t('businessForm.fields.country')}</label>
              <select
                id={`${id}-country`}
                aria-required="true"
                aria-invalid={(isInvalid('city_id') && !countryId) || undefined}
                value={countryId}
                onChange={(event) => onChange(withCountry(value, event.target.value))}
                data-testid="business-form-country"
              >
                <option value="">
                  {countries.isPending ? loading : t('businessForm.fields.chooseCountry')}
                </option>
                {countries.data?.map((country) => (
                  <option key={country.id} value={country.id}>
                    {country.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="mf-field">
              <label htmlFor={`${id}-city-id`}>{t('businessForm.fields.citySelect')}</label>
              <select
                id={`${id}-city-id`}
                aria-required="true"
                aria-invalid={isInvalid('city_id')}
                disabled={!countryId}
                value={fields.city_id}
                onChange={(event) =>
                  onChange(
                    withCity(
                      value,
                      cityOptions.find((city) => city.id === event.target.value),
                    ),
                  )
                }
                data-testid="business-form-city-id"
              >
                <option value="">{cities.isFetching ? loading : t('businessForm.fields.chooseCity')}</option>
                {cityOptions.map((city) => (
                  <option key={city.id} value={city.id}>
                    {t('businessForm.fields.cityOption', { city: city.name, state: city.state })}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {countries.isError || cities.isError || namedCity.isError ? (
            <p className="mf-hint" role="alert">
              {t('businessForm.placesError')}
            </p>
          ) : null}
          {text('address', { autoComplete: 'street-address' })}
          <div className="mf-grid-2">
            {text('city', { autoComplete: 'address-level2' })}
            {text('state', { autoComplete: 'address-level1' })}
          </div>
          {text('zip_code', { autoComplete: 'postal-code', inputMode: 'numeric' })}
        </fieldset>

        <fieldset className="mf-business-form__section" disabled={disabled}>
          <legend className="mf-legend">{t('businessForm.sections.contact')}</legend>
          {text('phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', optional: true })}
          <div className="mf-grid-2">
            {text('website', {
              type: 'url',
              autoComplete: 'url',
              inputMode: 'url',
              optional: true,
              hint: t('businessForm.fields.websiteHint'),
            })}
            <div className="mf-field">
              <label htmlFor={`${id}-platform`}>{t('businessForm.fields.websitePlatform')}</label>
              {/* A platform labels a website: without one there is nothing to label. */}
              <select
                id={`${id}-platform`}
                disabled={!fields.website.trim()}
                aria-describedby={fields.website.trim() ? undefined : `${id}-platform-hint`}
                value={fields.website_platform}
                onChange={(event) => set({ website_platform: event.target.value })}
                data-testid="business-form-website-platform"
              >
                {WEBSITE_PLATFORMS.map((platform) => (
                  <option key={platform} value={platform}>
                    {t(`businessForm.platforms.${platform}`)}
                  </option>
                ))}
              </select>
              {fields.website.trim() ? null : (
                <p id={`${id}-platform-hint`} className="mf-hint">
                  {t('businessForm.fields.websitePlatformHint')}
                </p>
              )}
            </div>
          </div>
        </fieldset>

        {limits.photos.max > 0 ? (
          <fieldset className="mf-business-form__section" disabled={disabled}>
            <legend className="mf-legend">{t('businessForm.sections.photos')}</legend>
            <BusinessPhotos
              kind="photos"
              photos={value.photos}
              max={limits.photos.max}
              onChange={(next) => onChange({ ...value, photos: next })}
              disabled={disabled}
              invalid={Boolean(isInvalid('photos'))}
            />
            {limits.banners.max > 0 ? (
              <BusinessPhotos
                kind="banners"
                photos={value.banners}
                max={limits.banners.max}
                onChange={(next) => onChange({ ...value, banners: next })}
                disabled={disabled}
                invalid={Boolean(isInvalid('banners'))}
              />
            ) : null}
          </fieldset>
        ) : null}
      </div>
    </div>
  );
}
