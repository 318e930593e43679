import type { City } from '@cerca/contracts';
import { VEHICLE_TYPES } from '@cerca/contracts/vehicle-types';
import { useTranslation } from '@cerca/i18n';
import { remoteRootClass } from '@cerca/remote-kit';
import { Button, Dialog, toast } from '@cerca/ui';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import remote from '../../../../remote.json';
import { NS } from '../../../lib/i18n';
import { useAddCityDriver } from '../api/add-city-driver';
import {
  ADD_DRIVER_DEFAULTS,
  type AddDriverFormValues,
  type AddDriverOutput,
  addDriverFailure,
  addDriverMessage,
  addDriverResolver,
  firstMessage,
  toAddDriverFormData,
} from '../lib/add-driver-form';
import { ImageField } from './image-field';

type TextField = 'email' | 'full_name' | 'phone';

/**
 * The add-driver modal (spec 02 §5 Add driver): e-mail, full name and phone required, the
 * official ID required, vehicle moto by default; upload progress while sending. It invites the
 * person (DESIGN §10): they become a driver of the city when they accept, and the toast says
 * 'Invitación enviada' whoever the address belongs to. No avatar: an invitation never changes it.
 */
export function AddDriverDialog({ open, onClose, city }: { open: boolean; onClose: () => void; city: City }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const form = useForm<AddDriverFormValues, unknown, AddDriverOutput>({
    resolver: addDriverResolver(),
    defaultValues: ADD_DRIVER_DEFAULTS,
  });
  const errors = form.formState.errors;
  const [progress, setProgress] = useState<number | null>(null);
  const add = useAddCityDriver(city.id);

  const close = () => {
    if (add.isPending) return;
    form.reset(ADD_DRIVER_DEFAULTS);
    onClose();
  };

  const submit = form.handleSubmit(
    (output) => {
      setProgress(0);
      add.mutate(
        { form: toAddDriverFormData(output), onProgress: setProgress },
        {
          onSuccess: () => {
            toast.success(t('cityDrivers.messages.invited'));
            form.reset(ADD_DRIVER_DEFAULTS);
            onClose();
          },
          onError: (error) => {
            const failure = addDriverFailure(error);
            toast.error(failure.key === 'server' ? failure.message : t('cityDrivers.messages.registerError'));
          },
          onSettled: () => setProgress(null),
        },
      );
    },
    (invalid) => {
      const message = firstMessage(invalid);
      if (message) toast.error(t(`cityDrivers.messages.${message}`));
    },
  );

  const textField = (field: TextField, label: string, type: string) => {
    const error = errors[field];
    return (
      <div className="mf-field">
        <label htmlFor={`${id}-${field}`}>{label} *</label>
        <input
          id={`${id}-${field}`}
          type={type}
          autoComplete="off"
          aria-required="true"
          aria-invalid={error !== undefined}
          aria-describedby={error ? `${id}-${field}-error` : undefined}
          {...form.register(field)}
          data-testid={`add-driver-${field}`}
        />
        {error ? (
          <p id={`${id}-${field}-error`} className="mf-drivers__error">
            {t(`cityDrivers.messages.${addDriverMessage(field, error)}`)}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      size="md"
      title={t('cityDrivers.form.title')}
      description={t('cityDrivers.form.description', { city: city.name })}
      dismissOnBackdrop={false}
      data-testid="add-driver-dialog"
    >
      {/* Portalled outside the remote's root: the root classes bring the page's form styles along. */}
      <form className={`${remoteRootClass(remote.name)} mf-form`} noValidate onSubmit={submit}>
        {textField('email', t('cityDrivers.form.email'), 'email')}
        {textField('full_name', t('cityDrivers.form.fullName'), 'text')}
        {textField('phone', t('cityDrivers.form.phone'), 'tel')}
        <div className="mf-field">
          <label htmlFor={`${id}-vehicle`}>{t('cityDrivers.form.vehicle')}</label>
          <select id={`${id}-vehicle`} {...form.register('vehicle_type')} data-testid="add-driver-vehicle">
            {VEHICLE_TYPES.map((vehicle) => (
              <option key={vehicle} value={vehicle}>
                {t(`cityDrivers.vehicles.${vehicle}`)}
              </option>
            ))}
          </select>
        </div>
        <Controller
          control={form.control}
          name="identification"
          render={({ field, fieldState }) => (
            <ImageField
              label={`${t('cityDrivers.form.identification')} *`}
              hint={t('cityDrivers.form.identificationHint')}
              file={field.value}
              onFile={(file) => {
                form.clearErrors('identification');
                field.onChange(file);
              }}
              error={fieldState.error ? addDriverMessage('identification', fieldState.error) : null}
              onError={(message) => form.setError('identification', { type: 'refused', message })}
              testId="add-driver-identification"
            />
          )}
        />
        {progress !== null ? (
          <div className="mf-field">
            <label htmlFor={`${id}-progress`}>{t('cityDrivers.form.progress')}</label>
            <progress
              className="mf-drivers__progress"
              id={`${id}-progress`}
              max={100}
              value={progress}
              data-testid="add-driver-progress"
            >
              {t('cityDrivers.form.progressValue', { percent: progress })}
            </progress>
          </div>
        ) : null}
        <div className="mf-drivers__form-actions">
          <Button variant="secondary" onClick={close} disabled={add.isPending}>
            {t('cityDrivers.form.cancel')}
          </Button>
          <Button
            type="submit"
            loading={add.isPending}
            loadingText={t('cityDrivers.form.submitting')}
            data-testid="add-driver-submit"
          >
            {t('cityDrivers.form.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
