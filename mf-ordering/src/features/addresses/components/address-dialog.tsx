import { ADDRESS_LABELS, type SavedAddress } from '@cerca/contracts/addresses';
import { useTranslation } from '@cerca/i18n';
import { remoteRootClass } from '@cerca/remote-kit';
import { refusalMessage, useCities, usePlace } from '@cerca/session';
import { Button, Dialog, toast } from '@cerca/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useSaveAddress } from '../../../api/saved-addresses';
import { AddressFields } from '../../../components/address-fields';
import { NS } from '../../../lib/i18n';
import {
  type AddressFormValues,
  addressBody,
  addressFormSchema,
  addressFormValues,
} from '../lib/address-form';

const resolver = zodResolver(addressFormSchema);

/**
 * Adds or edits one saved address: Casa, Trabajo or Otra (with an optional name), its city, the
 * address fields and "Usar como dirección principal". The server's refusal (a postal code of
 * another state, the 11th address) shows above the buttons.
 */
export function AddressDialog({
  userId,
  address,
  onClose,
}: {
  userId: string;
  address: SavedAddress | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(NS);
  const formId = useId();
  const ids = { name: useId(), city: useId() };
  const place = usePlace();
  const cities = useCities(place.countryId);
  const save = useSaveAddress(userId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AddressFormValues>({
    resolver,
    defaultValues: addressFormValues(address, place.cityId),
  });
  const errors = form.formState.errors;
  // The select shows its value only once that city is among its options: set it again when they come.
  const loaded = cities.data;
  useEffect(() => {
    if (loaded) form.setValue('city_id', form.getValues('city_id'));
  }, [loaded, form]);
  // The address's own city stays listed even when the chosen country's list does not have it.
  const choices = [
    ...(address && !cities.data?.some((city) => city.id === address.city_id)
      ? [{ id: address.city_id, name: address.city_name }]
      : []),
    ...(cities.data ?? []),
  ];

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    save.mutate(
      { id: address?.id ?? null, input: addressBody(values) },
      {
        onSuccess: () => {
          toast.success(t('addresses.saved'));
          onClose();
        },
        onError: (error) => setFailure(refusalMessage(error) ?? t('addresses.saveError')),
      },
    );
  });

  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={t(address ? 'addresses.form.titleEdit' : 'addresses.form.titleNew')}
      dismissOnBackdrop={false}
      data-testid="address-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('addresses.form.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={save.isPending}
            loadingText={t('addresses.form.saving')}
            data-testid="address-save"
          >
            {t('addresses.form.save')}
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <form
          id={formId}
          className={`${remoteRootClass('mf_ordering')} mf-form`}
          onSubmit={submit}
          noValidate
        >
          <fieldset className="mf-fieldset">
            <legend className="mf-legend">{t('addresses.form.label')}</legend>
            <div className="mf-segmented mf-segmented--three">
              {ADDRESS_LABELS.map((label) => (
                <label key={label} className="mf-segment" data-checked={form.watch('label') === label}>
                  <input
                    type="radio"
                    value={label}
                    {...form.register('label')}
                    data-testid={`address-label-${label}`}
                  />
                  {t(`addresses.labels.${label}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="mf-field">
            <label htmlFor={ids.name}>{t('addresses.form.name')}</label>
            <input
              id={ids.name}
              placeholder={t('addresses.form.namePlaceholder')}
              maxLength={40}
              {...form.register('name')}
              data-testid="address-name"
            />
          </div>
          <div className="mf-field">
            <label htmlFor={ids.city}>{t('addresses.form.city')}</label>
            <select
              id={ids.city}
              aria-invalid={errors.city_id ? true : undefined}
              {...form.register('city_id')}
              data-testid="address-city"
            >
              <option value="">{t('addresses.form.cityPlaceholder')}</option>
              {choices.map((city) => (
                <option key={city.id} value={city.id}>
                  {city.name}
                </option>
              ))}
            </select>
            {errors.city_id ? (
              <p className="mf-error" role="alert">
                {t('addresses.errors.city')}
              </p>
            ) : null}
          </div>
          <AddressFields disabled={save.isPending} />
          <label className="mf-check">
            <input type="checkbox" {...form.register('is_default')} data-testid="address-default" />
            {t('addresses.form.isDefault')}
          </label>
          {failure ? (
            <p className="mf-error" role="alert" data-testid="address-error">
              {failure}
            </p>
          ) : null}
        </form>
      </FormProvider>
    </Dialog>
  );
}
