import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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

/** `ranges` from the contract's limits; the labels are common.json's ($ Económico …). */
export function BusinessPriceRangeField({
  ranges,
  ...props
}: BusinessFieldsProps & { ranges: readonly number[] }) {
  const { t } = useTranslation(NS);
  const { id, scope, register } = props;
  return (
    <div className="mf-field">
      <label htmlFor={`${id}-price`}>{t(`${scope}.fields.priceRange`)}</label>
      <select id={`${id}-price`} {...register('price_range')} data-testid={testIdOf(scope, 'price-range')}>
        {ranges.map((range) => (
          <option key={range} value={range}>
            {t(`common:priceRange.${range}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Street address, city name and state side by side, and the postal code. */
export function BusinessAddressFields(props: BusinessFieldsProps) {
  return (
    <>
      <BusinessTextField {...props} field="address" autoComplete="street-address" />
      <div className="mf-grid-2">
        <BusinessTextField {...props} field="city" autoComplete="address-level2" />
        <BusinessTextField {...props} field="state" autoComplete="address-level1" />
      </div>
      <BusinessTextField {...props} field="zip_code" autoComplete="postal-code" inputMode="numeric" />
    </>
  );
}

/** The optional website and, once there is one, what kind of link it is. */
export function BusinessWebsiteFields({
  website,
  platforms,
  ...props
}: BusinessFieldsProps & { website: string; platforms: readonly string[] }) {
  const { t } = useTranslation(NS);
  const { id, scope, register } = props;
  return (
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
          {platforms.map((platform) => (
            <option key={platform} value={platform}>
              {t(`${scope}.platforms.${platform}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
