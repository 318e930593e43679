import { useCategories, useCities, useCountries } from '@cerca/session';
import { Button } from '@cerca/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { progressPercent } from '../../../api/upload-form';
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
import { UploadProgress } from '../../../components/upload-progress';
import {
  BUSINESS_TYPES,
  subcategoriesOf,
  subcategoryAfterCategoryChange,
} from '../../../lib/business-options';
import { categoryPath } from '../../../lib/categories';
import { NS } from '../../../lib/i18n';
import { useCreateBusiness } from '../api/create-business';
import {
  type BusinessFormOutput,
  type BusinessFormValues,
  businessFormResolver,
  createErrorText,
  firstFormError,
} from '../lib/business-form';
import { PhotoPicker } from './photo-picker';

/**
 * The business form of spec 01 §5 over POST /api/discovery/businesses: required fields, category
 * and subcategory from the catalogue, the city from the place lists, optional contact, 1–5
 * main photos and up to 3 banners. The button stays busy while sending and the photos upload with a progress bar.
 */
export function AddBusinessForm({ defaults }: { defaults: BusinessFormValues }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const navigate = useNavigate();
  const form = useForm<BusinessFormValues, unknown, BusinessFormOutput>({
    resolver: businessFormResolver(),
    defaultValues: defaults,
  });
  const { register, setValue, getValues, control } = form;
  const errors = form.formState.errors;
  const [countryId, cityId, category, website] = useWatch({
    control,
    name: ['countryId', 'business.city_id', 'business.category', 'business.website'],
  });
  const countries = useCountries();
  const cities = useCities(countryId || null);
  const categories = useCategories();
  const create = useCreateBusiness();
  const sending = create.isPending;
  const [progress, setProgress] = useState<number | null>(null);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const upload = useRef<AbortController | null>(null);
  // Leaving the page stops an upload in flight.
  useEffect(() => () => upload.current?.abort(), []);

  // A preselected city (?city= or the chosen place) fills its name and state once its list arrives.
  useEffect(() => {
    if (!cityId || getValues('business.city') || !cities.data) return;
    const city = cities.data.find((candidate) => candidate.id === cityId);
    if (!city) return;
    setValue('business.city', city.name);
    if (!getValues('business.state')) setValue('business.state', city.state);
  }, [cities.data, cityId, getValues, setValue]);

  const submit = form.handleSubmit(
    async (output) => {
      const controller = new AbortController();
      upload.current = controller;
      setServerProblem(null);
      setProgress(0);
      try {
        await create.mutateAsync({
          fields: output.business,
          photos: output.photos,
          banners: output.banners,
          options: {
            signal: controller.signal,
            onProgress: (loaded, total) => setProgress(progressPercent(loaded, total)),
          },
        });
        toast.success(t('addBusiness.toasts.success'));
        navigate(categoryPath({ name: output.business.category }));
      } catch (error) {
        if (controller.signal.aborted) return;
        const message = createErrorText(error, t('addBusiness.toasts.error'));
        toast.error(message);
        if (message !== t('addBusiness.toasts.error')) setServerProblem(message);
      } finally {
        upload.current = null;
        setProgress(null);
      }
    },
    (invalid) => {
      toast.error(t(`addBusiness.errors.${firstFormError(invalid)}`));
    },
  );

  const cancel = () => {
    if (upload.current) upload.current.abort();
    // Back where the person came from, or home when this page was opened directly.
    else if ((window.history.state as { idx?: number } | null)?.idx) navigate(-1);
    else navigate('/');
  };

  const fieldProps: BusinessFieldsProps = {
    id,
    scope: 'addBusiness',
    register: (field, options) => register(`business.${field}`, options),
    invalid: (field) => Boolean(errors.business?.[field]),
  };

  const subcategories = subcategoriesOf(categories.data, category);
  const loading = t('addBusiness.loading');

  return (
    <form
      className="mf-form mf-add-business__form"
      onSubmit={submit}
      noValidate
      data-testid="add-business-form"
    >
      {serverProblem ? (
        <div className="mf-alert" role="alert" data-testid="add-business-problem">
          <p>{serverProblem}</p>
        </div>
      ) : null}
      <p className="mf-hint">{t('addBusiness.requiredHint')}</p>

      <fieldset className="mf-business-form__section" disabled={sending}>
        <legend className="mf-legend">{t('addBusiness.sections.about')}</legend>
        <BusinessTextField {...fieldProps} field="name" autoComplete="organization" />
        <BusinessDescriptionField {...fieldProps} />
        <BusinessCategoryFields
          {...fieldProps}
          categoryOptions={categories.data?.map((option) => option.name) ?? []}
          categoryPlaceholder={categories.isPending ? loading : t('addBusiness.fields.chooseCategory')}
          subcategoryOptions={subcategories}
          subcategoryPlaceholder={
            category ? t('addBusiness.fields.chooseSubcategory') : t('addBusiness.fields.chooseCategoryFirst')
          }
          subcategoryDisabled={subcategories.length === 0}
          categoriesError={categories.isError}
          onCategoryChange={(next) =>
            setValue(
              'business.subcategory',
              subcategoryAfterCategoryChange(category, next, getValues('business.subcategory')),
            )
          }
        />
        <BusinessPriceRangeField {...fieldProps} />
        <fieldset className="mf-add-business__types">
          <legend className="mf-legend">{t('addBusiness.fields.businessType')}</legend>
          <div className="mf-add-business__segmented">
            {BUSINESS_TYPES.map((type) => (
              <label key={type} className="mf-add-business__segment">
                <input
                  type="radio"
                  value={type}
                  {...register('business.business_type')}
                  data-testid={`add-business-type-${type}`}
                />
                <span>
                  <span className="mf-add-business__segment-name">
                    {t(`addBusiness.businessTypes.${type}`)}
                  </span>
                  <span className="mf-hint">{t(`addBusiness.businessTypes.${type}Hint`)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </fieldset>

      <fieldset className="mf-business-form__section" disabled={sending}>
        <legend className="mf-legend">{t('addBusiness.sections.place')}</legend>
        <div className="mf-grid-2">
          <div className="mf-field">
            <label htmlFor={`${id}-country`}>{t('addBusiness.fields.country')}</label>
            <select
              id={`${id}-country`}
              aria-required="true"
              aria-invalid={(Boolean(errors.business?.city_id) && !countryId) || undefined}
              // Controlled as well: the options arrive after the preselected value.
              value={countryId}
              {...register('countryId', {
                onChange: () => {
                  setValue('business.city_id', '');
                  setValue('business.city', '');
                  setValue('business.state', '');
                },
              })}
              data-testid="add-business-country"
            >
              <option value="">
                {countries.isPending ? loading : t('addBusiness.fields.chooseCountry')}
              </option>
              {countries.data?.map((country) => (
                <option key={country.id} value={country.id}>
                  {country.name}
                </option>
              ))}
            </select>
          </div>
          <BusinessCityField
            {...fieldProps}
            cities={cities.data ?? []}
            value={cityId}
            fetching={cities.isFetching}
            disabled={!countryId}
            onCityChange={(city) => {
              setValue('business.city', city?.name ?? '');
              setValue('business.state', city?.state ?? '');
            }}
          />
        </div>
        <BusinessAddressFields {...fieldProps} placesError={countries.isError || cities.isError} />
      </fieldset>

      <fieldset className="mf-business-form__section" disabled={sending}>
        <legend className="mf-legend">{t('addBusiness.sections.contact')}</legend>
        <BusinessContactFields {...fieldProps} website={website} />
      </fieldset>

      <fieldset className="mf-business-form__section">
        <legend className="mf-legend">{t('addBusiness.sections.photos')}</legend>
        <Controller
          control={control}
          name="photos"
          render={({ field, fieldState }) => (
            <PhotoPicker
              kind="photos"
              photos={field.value}
              onChange={field.onChange}
              disabled={sending}
              invalid={fieldState.invalid}
            />
          )}
        />
        <Controller
          control={control}
          name="banners"
          render={({ field, fieldState }) => (
            <PhotoPicker
              kind="banners"
              photos={field.value}
              onChange={field.onChange}
              disabled={sending}
              invalid={fieldState.invalid}
            />
          )}
        />
      </fieldset>

      <div className="mf-add-business__actions">
        {progress !== null ? (
          <UploadProgress
            percent={progress}
            label={t('addBusiness.progress')}
            valueText={t('addBusiness.progressValue', { percent: progress })}
            testId="add-business-progress"
          />
        ) : null}
        <div className="mf-business-form__buttons">
          <Button variant="secondary" onClick={cancel} data-testid="add-business-cancel">
            {t('addBusiness.cancel')}
          </Button>
          <Button
            type="submit"
            loading={sending}
            loadingText={t('addBusiness.submitting')}
            data-testid="add-business-submit"
          >
            {t('addBusiness.submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}
