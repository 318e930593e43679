import type { UpdatedBusinessFields } from '@cerca/contracts/business';
import { useCategories, useCities } from '@cerca/session';
import { Button } from '@cerca/ui';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { useCityById } from '../../../api/get-city';
import {
  BusinessAddressFields,
  BusinessCategoryFields,
  BusinessCityField,
  BusinessContactFields,
  BusinessDescriptionField,
  type BusinessFieldsProps,
  BusinessPriceRangeField,
  BusinessTextField,
} from '../../../components/business-fields';
import {
  BUSINESS_TYPES,
  subcategoriesOf,
  subcategoryAfterCategoryChange,
} from '../../../lib/business-options';
import { NS } from '../../../lib/i18n';
import { useUpdateBusiness } from '../api/update-business';
import { type EditBusinessValues, editFormResolver, scheduleRows, toUpdateBody } from '../lib/edit-form';
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
  const currentCity = useCityById(defaults.city_id || null);
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

  const fieldProps: BusinessFieldsProps = {
    id,
    scope: 'editBusiness',
    register: (field, options) =>
      field === 'price_range' ? register(field, { valueAsNumber: true }) : register(field, options),
    invalid: (field) => Boolean(errors[field]),
  };

  const subcategories = subcategoriesOf(categories.data, category);
  // The stored pair stays offered while the catalogue loads (or if it no longer lists it).
  const categoryOptions = categories.data?.map((option) => option.name) ?? [defaults.category];
  const subcategoryOptions = subcategories.length || categories.data ? subcategories : [defaults.subcategory];

  return (
    <form
      className="mf-form mf-edit-business__form"
      onSubmit={submit}
      noValidate
      data-testid="edit-business-form"
    >
      <p className="mf-hint">{t('editBusiness.requiredHint')}</p>

      <fieldset className="mf-business-form__section" disabled={saving}>
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
          <BusinessPriceRangeField {...fieldProps} />
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

      <fieldset className="mf-business-form__section" disabled={saving}>
        <legend className="mf-legend">{t('editBusiness.sections.place')}</legend>
        <BusinessCityField
          {...fieldProps}
          // The business's own city stays offered while its country's list loads.
          cities={cities.data ?? (currentCity.data ? [currentCity.data] : [])}
          value={cityId}
          fetching={cities.isFetching}
          onCityChange={(city) => {
            if (!city) return;
            setValue('city', city.name);
            setValue('state', city.state);
          }}
        />
        <BusinessAddressFields {...fieldProps} placesError={currentCity.isError || cities.isError} />
      </fieldset>

      <fieldset className="mf-business-form__section" disabled={saving}>
        <legend className="mf-legend">{t('editBusiness.sections.contact')}</legend>
        <BusinessContactFields {...fieldProps} website={website} />
      </fieldset>

      <fieldset className="mf-business-form__section" disabled={saving} data-testid="edit-business-schedule">
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

      <div className="mf-business-form__buttons">
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
