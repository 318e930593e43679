import type { City } from '@cerca/contracts';
import { remoteRootClass } from '@cerca/remote-kit';
import { Button, Dialog } from '@cerca/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import remote from '../../../../remote.json';
import { NS } from '../../../lib/i18n';
import { useAddCityDriver } from '../api/add-city-driver';
import {
  ADD_DRIVER_DEFAULTS,
  type AddDriverErrors,
  type AddDriverFormValues,
  addDriverFailure,
  firstMessage,
  toAddDriverFormData,
  validateAddDriver,
} from '../lib/add-driver-form';
import { VEHICLE_TYPES } from '../lib/city-drivers-view';
import { ImageField } from './image-field';

/**
 * The add-driver modal (spec 02 §5 Add driver): e-mail, full name and phone required, the
 * official ID required, vehicle moto by default; upload progress while sending. It invites the
 * person (DESIGN §10): they become a driver of the city when they accept, and the toast says
 * 'Invitación enviada' whoever the address belongs to. No avatar: an invitation never changes it.
 */
export function AddDriverDialog({ open, onClose, city }: { open: boolean; onClose: () => void; city: City }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [values, setValues] = useState<AddDriverFormValues>(ADD_DRIVER_DEFAULTS);
  const [errors, setErrors] = useState<AddDriverErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const add = useAddCityDriver(city.id);

  const set = <K extends keyof AddDriverFormValues>(field: K, value: AddDriverFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const close = () => {
    if (add.isPending) return;
    setValues(ADD_DRIVER_DEFAULTS);
    setErrors({});
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddDriver(values);
    setErrors(found);
    const message = firstMessage(found);
    if (message) {
      toast.error(t(`cityDrivers.messages.${message}`));
      return;
    }
    setProgress(0);
    add.mutate(
      { form: toAddDriverFormData(values), onProgress: setProgress },
      {
        onSuccess: () => {
          toast.success(t('cityDrivers.messages.invited'));
          setValues(ADD_DRIVER_DEFAULTS);
          onClose();
        },
        onError: (error) => {
          const failure = addDriverFailure(error);
          toast.error(failure.key === 'server' ? failure.message : t('cityDrivers.messages.registerError'));
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const textField = (field: 'email' | 'full_name' | 'phone', label: string, type: string, auto: string) => (
    <div className="mf-field">
      <label htmlFor={`${id}-${field}`}>{label} *</label>
      <input
        id={`${id}-${field}`}
        type={type}
        autoComplete={auto}
        required
        value={values[field]}
        aria-invalid={errors[field] !== undefined}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        onChange={(event) => set(field, event.target.value)}
        data-testid={`add-driver-${field}`}
      />
      {errors[field] ? (
        <p id={`${id}-${field}-error`} className="mf-drivers__error">
          {t(`cityDrivers.messages.${errors[field]}`)}
        </p>
      ) : null}
    </div>
  );

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
        {textField('email', t('cityDrivers.form.email'), 'email', 'off')}
        {textField('full_name', t('cityDrivers.form.fullName'), 'text', 'off')}
        {textField('phone', t('cityDrivers.form.phone'), 'tel', 'off')}
        <div className="mf-field">
          <label htmlFor={`${id}-vehicle`}>{t('cityDrivers.form.vehicle')}</label>
          <select
            id={`${id}-vehicle`}
            value={values.vehicle_type}
            onChange={(event) =>
              set('vehicle_type', event.target.value as AddDriverFormValues['vehicle_type'])
            }
            data-testid="add-driver-vehicle"
          >
            {VEHICLE_TYPES.map((vehicle) => (
              <option key={vehicle} value={vehicle}>
                {t(`cityDrivers.vehicles.${vehicle}`)}
              </option>
            ))}
          </select>
        </div>
        <ImageField
          label={`${t('cityDrivers.form.identification')} *`}
          hint={t('cityDrivers.form.identificationHint')}
          file={values.identification}
          onFile={(file) => set('identification', file)}
          error={errors.identification ?? null}
          onError={(message) => setErrors((current) => ({ ...current, identification: message }))}
          testId="add-driver-identification"
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
