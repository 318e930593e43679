import type { UpdatedBusinessFields } from '@cerca/contracts/business';
import { useCategories, useCities } from '@cerca/session';
import { Button } from '@cerca/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import {
  BusinessAddressFields,
  BusinessCategoryFields,
  BusinessDescriptionField,
  type BusinessFieldsProps,
  BusinessPriceRangeField,
  BusinessTextField,
  BusinessWebsiteFields,
} from '../../../components/business-fields';
import { NS } from '../../../lib/i18n';
import { cityQueryOptions } from '../api/get-city';
import { useUpdateBusiness } from '../api/update-business';
import {
  BUSINESS_TYPES,
  type EditBusinessValues,
  editFormResolver,
  PRICE_RANGES,
  scheduleRows,
  subcategoriesOf,
  subcategoryAfterCategoryChange,
  toUpdateBody,
  WEBSITE_PLATFORMS,
} from '../lib/edit-form';
import { firstEditFormError, saveErrorDetail } from '../lib/save-error';

/**
 * The business form of spec 01 §5 prefilled with the business, plus the weekly schedule (Monday
 * first). Guardar cambios sends PATCH and goes back to /businesses/{id}.
 */
export function EditBusinessForm({
  businessId,
  defaults,
}: {
  businessId: string;
  defaults: EditBusinessValues;
}) {
  const { t } = useTranslation(NS);
  const id = useId();
  const navigate = useNavigate();
  const form = useForm<EditBusinessValues, unknown, UpdatedBusinessFields>({
    resolver: editFormResolver(),
    defaultValues: defaults,
  });
  const { register, setValue, getValues, control } = form;
  const errors = form.formState.errors;
  const [cityId, category, website] = useWatch({ control, name: ['city_id', 'category', 'website'] });
  const categories = useCategories();
  // The business's city tells the country whose cities the list offers.
  const currentCity = useQuery({ ...cityQueryOptions(defaults.city_id), enabled: Boolean(defaults.city_id) });
  const [countryId, setCountryId] = useState<string | null>(null);
  useEffect(() => {
    if (currentCity.data) setCountryId(currentCity.data.country_id);
  }, [currentCity.data]);
  const cities = useCities(countryId);
  const update = useUpdateBusiness(businessId);
  const saving = update.isPending;

  const submit = form.handleSubmit(
    async (fields) => {
      try {
        await update.mutateAsync(toUpdateBody(fields));
        toast.success(t('editBusiness.toasts.saved'));
        navigate(`/businesses/${businessId}`);
      } catch (error) {
        toast.error(t('editBusiness.toasts.saveError'), { description: saveErrorDetail(error) });
      }
    },
    (invalid) => {
      toast.error(t(`editBusiness.errors.${firstEditFormError(Object.keys(invalid))}`));
    },
  );

  const invalid = (field: keyof EditBusinessValues) => Boolean(errors[field]);
  const fieldProps: BusinessFieldsProps = {
    id,
    scope: 'editBusiness',
    register: (field, options) =>
      field === 'price_range' ? register(field, { valueAsNumber: true }) : register(field, options),
    invalid,
  };

  const subcategories = subcategoriesOf(categories.data, category);
  // The stored pair stays offered while the catalogue loads (or if it no longer lists it).
  const categoryOptions = categories.data?.map((option) => option.name) ?? [defaults.category];
  const subcategoryOptions = subcategories.length || categories.data ? subcategories : [defaults.subcategory];
  const loading = t('editBusiness.loading');

  return (
    <form
      className="mf-form mf-edit-business__form"
      onSubmit={submit}
      noValidate
      data-testid="edit-business-form"
    >
      <p className="mf-hint">{t('editBusiness.requiredHint')}</p>

      <fieldset className="mf-edit-business__section" disabled={saving}>
        <legend className="mf-legend">{t('editBusiness.sections.about')}</legend>
        <BusinessTextField {...fieldProps} field="name" autoComplete="organization" />
        <BusinessDescriptionField {...fieldProps} rows={5} />
        <BusinessCategoryFields
          {...fieldProps}
          categoryOptions={categoryOptions}
          categoryPlaceholder={t('editBusiness.fields.chooseCategory')}
          subcategoryOptions={subcategoryOptions}
          subcategoryPlaceholder={t('editBusiness.fields.chooseSubcategory')}
          categoriesError={categories.isError}
          onCategoryChange={(next) =>
            setValue('subcategory', subcategoryAfterCategoryChange(category, next, getValues('subcategory')))
          }
        />
        <div className="mf-grid-2">
          <BusinessPriceRangeField {...fieldProps} ranges={PRICE_RANGES} />
          <div className="mf-field">
            <label htmlFor={`${id}-type`}>{t('editBusiness.fields.businessType')}</label>
            <select id={`${id}-type`} {...register('business_type')} data-testid="edit-business-type">
              {BUSINESS_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`editBusiness.businessTypes.${type}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </fieldset>

      <fieldset className="mf-edit-business__section" disabled={saving}>
        <legend className="mf-legend">{t('editBusiness.sections.place')}</legend>
        <div className="mf-field">
          <label htmlFor={`${id}-city-id`}>{t('editBusiness.fields.citySelect')}</label>
          <select
            id={`${id}-city-id`}
            aria-required="true"
            aria-invalid={invalid('city_id') || undefined}
            value={cityId}
            {...register('city_id', {
              onChange: (event) => {
                const city = cities.data?.find((candidate) => candidate.id === event.target.value);
                if (city) {
                  setValue('city', city.name);
                  setValue('state', city.state);
                }
              },
            })}
            data-testid="edit-business-city-id"
          >
            <option value="">{cities.isFetching ? loading : t('editBusiness.fields.chooseCity')}</option>
            {(cities.data ?? (currentCity.data ? [currentCity.data] : [])).map((city) => (
              <option key={city.id} value={city.id}>
                {t('editBusiness.fields.cityOption', { city: city.name, state: city.state })}
              </option>
            ))}
          </select>
        </div>
        {currentCity.isError || cities.isError ? (
          <p className="mf-hint" role="alert">
            {t('editBusiness.placesError')}
          </p>
        ) : null}
        <BusinessAddressFields {...fieldProps} />
      </fieldset>

      <fieldset className="mf-edit-business__section" disabled={saving}>
        <legend className="mf-legend">{t('editBusiness.sections.contact')}</legend>
        <BusinessTextField
          {...fieldProps}
          field="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required={false}
        />
        <BusinessWebsiteFields {...fieldProps} website={website} platforms={WEBSITE_PLATFORMS} />
      </fieldset>

      <fieldset className="mf-edit-business__section" disabled={saving} data-testid="edit-business-schedule">
        <legend className="mf-legend">{t('editBusiness.sections.schedule')}</legend>
        <p className="mf-hint">{t('editBusiness.schedule.hint')}</p>
        <table className="mf-edit-business__schedule">
          <caption className="cerca-visually-hidden">{t('editBusiness.sections.schedule')}</caption>
          <thead>
            <tr>
              <td />
              <th scope="col">{t('editBusiness.schedule.opens')}</th>
              <th scope="col">{t('editBusiness.schedule.closes')}</th>
            </tr>
          </thead>
          <tbody>
            {scheduleRows().map((row) => {
              const day = t(`editBusiness.schedule.days.${row.day}`);
              const dayErrors = errors.schedule;
              return (
                <tr key={row.day}>
                  <th scope="row" className="mf-edit-business__day">
                    {day}
                  </th>
                  <td>
                    <input
                      type="time"
                      aria-label={t('editBusiness.schedule.opensOn', { day })}
                      aria-invalid={Boolean(dayErrors?.[`${row.day}_start`]) || undefined}
                      {...register(row.start)}
                      data-testid={`edit-business-${row.day}-start`}
                    />
                  </td>
                  <td>
                    <input
                      type="time"
                      aria-label={t('editBusiness.schedule.closesOn', { day })}
                      aria-invalid={Boolean(dayErrors?.[`${row.day}_end`]) || undefined}
                      {...register(row.end)}
                      data-testid={`edit-business-${row.day}-end`}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </fieldset>

      <div className="mf-edit-business__buttons">
        <Button
          type="button"
          variant="secondary"
          onClick={() => navigate(`/businesses/${businessId}`)}
          disabled={saving}
        >
          {t('editBusiness.cancel')}
        </Button>
        <Button type="submit" disabled={saving} aria-busy={saving} data-testid="edit-business-save">
          {saving ? t('editBusiness.saving') : t('editBusiness.save')}
        </Button>
      </div>
    </form>
  );
}
