import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PRICE_RANGES, WEBSITE_PLATFORMS } from '../lib/business-options';
import { NS } from '../lib/i18n';

// The business fields the add and edit forms share (spec 01 §5). Each form keeps its own
// react-hook-form and hands over `register` for the contract's field names; the texts come from
// the form's own feature texts (`addBusiness.fields…` or `editBusiness.fields…`).

export type BusinessField =
  | 'name'
  | 'description'
  | 'category'
  | 'subcategory'
  | 'price_range'
  | 'address'
  | 'city_id'
  | 'city'
  | 'state'
  | 'zip_code'
  | 'phone'
  | 'website'
  | 'website_platform';

export interface BusinessFieldOptions {
  onChange?: (event: { target: { value: string } }) => void;
}

export interface BusinessFieldsProps {
  /** The form's useId, so labels and hints keep their ids. */
  id: string;
  /** Whose texts and test ids: addBusiness → `add-business-…`, editBusiness → `edit-business-…`. */
  scope: 'addBusiness' | 'editBusiness';
  register: (field: BusinessField, options?: BusinessFieldOptions) => UseFormRegisterReturn;
  invalid: (field: BusinessField) => boolean;
}

type TextField = 'name' | 'address' | 'city' | 'state' | 'zip_code' | 'phone' | 'website';

/** Label key under `<scope>.fields` and test id suffix of each text input. */
const TEXT_LABELS: Record<TextField, string> = {
  name: 'name',
  address: 'address',
  city: 'city',
  state: 'state',
  zip_code: 'zipCode',
  phone: 'phone',
  website: 'website',
};

function testIdOf(scope: BusinessFieldsProps['scope'], name: string) {
  return `${scope === 'addBusiness' ? 'add-business' : 'edit-business'}-${name}`;
}

export function BusinessTextField({
  id,
  scope,
  register,
  invalid,
  field,
  type = 'text',
  autoComplete,
  inputMode,
  required = true,
  hint,
}: BusinessFieldsProps & {
  field: TextField;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'url';
  required?: boolean;
  hint?: string;
}) {
  const { t } = useTranslation(NS);
  return (
    <div className="mf-field">
      <label htmlFor={`${id}-${field}`}>{t(`${scope}.fields.${TEXT_LABELS[field]}`)}</label>
      <input
        id={`${id}-${field}`}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-required={required}
        aria-invalid={invalid(field) || undefined}
        aria-describedby={hint ? `${id}-${field}-hint` : undefined}
        {...register(field)}
        data-testid={testIdOf(scope, TEXT_LABELS[field])}
      />
      {hint ? (
        <p id={`${id}-${field}-hint`} className="mf-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function BusinessDescriptionField({ rows, ...props }: BusinessFieldsProps & { rows?: number }) {
  const { t } = useTranslation(NS);
  const { id, scope, register, invalid } = props;
  return (
    <div className="mf-field">
      <label htmlFor={`${id}-description`}>{t(`${scope}.fields.description`)}</label>
      <textarea
        id={`${id}-description`}
        rows={rows}
        aria-required="true"
        aria-invalid={invalid('description') || undefined}
        {...register('description')}
        data-testid={testIdOf(scope, 'description')}
      />
    </div>
  );
}

/** Main category and subcategory side by side, and the catalogue's load error. */
export function BusinessCategoryFields({
  categoryOptions,
  categoryPlaceholder,
  subcategoryOptions,
  subcategoryPlaceholder,
  subcategoryDisabled,
  categoriesError,
  onCategoryChange,
  ...props
}: BusinessFieldsProps & {
  categoryOptions: readonly string[];
  categoryPlaceholder: string;
  subcategoryOptions: readonly string[];
  subcategoryPlaceholder: string;
  subcategoryDisabled?: boolean;
  categoriesError: boolean;
  onCategoryChange: (nextCategory: string) => void;
}) {
  const { t } = useTranslation(NS);
  const { id, scope, register, invalid } = props;
  return (
    <>
      <div className="mf-grid-2">
        <div className="mf-field">
          <label htmlFor={`${id}-category`}>{t(`${scope}.fields.category`)}</label>
          <select
            id={`${id}-category`}
            aria-required="true"
            aria-invalid={invalid('category') || undefined}
            {...register('category', { onChange: (event) => onCategoryChange(event.target.value) })}
            data-testid={testIdOf(scope, 'category')}
          >
            <option value="">{categoryPlaceholder}</option>
            {categoryOptions.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="mf-field">
          <label htmlFor={`${id}-subcategory`}>{t(`${scope}.fields.subcategory`)}</label>
          <select
            id={`${id}-subcategory`}
            aria-required="true"
            aria-invalid={invalid('subcategory') || undefined}
            disabled={subcategoryDisabled}
            {...register('subcategory')}
            data-testid={testIdOf(scope, 'subcategory')}
          >
            <option value="">{subcategoryPlaceholder}</option>
            {subcategoryOptions.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {categoriesError ? (
        <p className="mf-hint" role="alert">
          {t(`${scope}.categoriesError`)}
        </p>
      ) : null}
    </>
  );
}

/** The contract's price ranges; the labels are common.json's ($ Económico …). */
export function BusinessPriceRangeField(props: BusinessFieldsProps) {
  const { t } = useTranslation(NS);
  const { id, scope, register } = props;
  return (
    <div className="mf-field">
      <label htmlFor={`${id}-price`}>{t(`${scope}.fields.priceRange`)}</label>
      <select id={`${id}-price`} {...register('price_range')} data-testid={testIdOf(scope, 'price-range')}>
        {PRICE_RANGES.map((range) => (
          <option key={range} value={range}>
            {t(`common:priceRange.${range}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

interface CityOption {
  id: string;
  name: string;
  state: string;
}

/** The city from the place lists; choosing one hands it over so the form fills its name and state. */
export function BusinessCityField({
  cities,
  value,
  fetching,
  disabled,
  onCityChange,
  ...props
}: BusinessFieldsProps & {
  cities: readonly CityOption[];
  /** Controlled as well: the options arrive after the preselected value. */
  value: string;
  fetching: boolean;
  disabled?: boolean;
  onCityChange: (city: CityOption | undefined) => void;
}) {
  const { t } = useTranslation(NS);
  const { id, scope, register, invalid } = props;
  return (
    <div className="mf-field">
      <label htmlFor={`${id}-city-id`}>{t(`${scope}.fields.citySelect`)}</label>
      <select
        id={`${id}-city-id`}
        aria-required="true"
        aria-invalid={invalid('city_id') || undefined}
        disabled={disabled}
        value={value}
        {...register('city_id', {
          onChange: (event) => onCityChange(cities.find((candidate) => candidate.id === event.target.value)),
        })}
        data-testid={testIdOf(scope, 'city-id')}
      >
        <option value="">{fetching ? t(`${scope}.loading`) : t(`${scope}.fields.chooseCity`)}</option>
        {cities.map((city) => (
          <option key={city.id} value={city.id}>
            {t(`${scope}.fields.cityOption`, { city: city.name, state: city.state })}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The place lists' load error, then the street address, city name and state side by side, and
 * the postal code.
 */
export function BusinessAddressFields({
  placesError,
  ...props
}: BusinessFieldsProps & { placesError: boolean }) {
  const { t } = useTranslation(NS);
  return (
    <>
      {placesError ? (
        <p className="mf-hint" role="alert">
          {t(`${props.scope}.placesError`)}
        </p>
      ) : null}
      <BusinessTextField {...props} field="address" autoComplete="street-address" />
      <div className="mf-grid-2">
        <BusinessTextField {...props} field="city" autoComplete="address-level2" />
        <BusinessTextField {...props} field="state" autoComplete="address-level1" />
      </div>
      <BusinessTextField {...props} field="zip_code" autoComplete="postal-code" inputMode="numeric" />
    </>
  );
}

/** The optional phone and website and, once there is a website, what kind of link it is. */
export function BusinessContactFields({ website, ...props }: BusinessFieldsProps & { website: string }) {
  const { t } = useTranslation(NS);
  const { id, scope, register } = props;
  return (
    <>
      <BusinessTextField
        {...props}
        field="phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required={false}
      />
      <div className="mf-grid-2">
        <BusinessTextField
          {...props}
          field="website"
          type="url"
          autoComplete="url"
          inputMode="url"
          required={false}
          hint={t(`${scope}.fields.websiteHint`)}
        />
        <div className="mf-field">
          <label htmlFor={`${id}-platform`}>{t(`${scope}.fields.websitePlatform`)}</label>
          <select
            id={`${id}-platform`}
            disabled={!website?.trim()}
            {...register('website_platform')}
            data-testid={testIdOf(scope, 'website-platform')}
          >
            {WEBSITE_PLATFORMS.map((platform) => (
              <option key={platform} value={platform}>
                {t(`${scope}.platforms.${platform}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </>
  );
}
