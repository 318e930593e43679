import type { Driver } from '@cerca/contracts';
import { VEHICLE_TYPES } from '@cerca/contracts/vehicle-types';
import { useTranslation } from '@cerca/i18n';
import { useNavigate } from '@cerca/router';
import { useSession } from '@cerca/session';
import { Button, toast } from '@cerca/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { NS } from '../../../lib/i18n';
import { useRegisterDriver } from '../api/register-driver';
import {
  fieldMessage,
  type RegistrationFormValues,
  registrationFailure,
  registrationFormSchema,
  toRegistrationFormData,
} from '../lib/registration-form';
import { IdentificationField } from './identification-field';
import { ZoneField } from './zone-field';

interface RegistrationFormProps {
  userId: string;
  driver: Driver | null;
  defaults: RegistrationFormValues;
}

/** The registration fields (spec 02 §2, §5); success goes to /driver-dashboard. */
export function RegistrationForm({ userId, driver, defaults }: RegistrationFormProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  const navigate = useNavigate();
  const session = useSession();
  const register = useRegisterDriver(userId);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<RegistrationFormValues>({
    resolver: zodResolver(
      registrationFormSchema({ registered: driver !== null }),
    ) as Resolver<RegistrationFormValues>,
    defaultValues: defaults,
  });
  const { errors, isSubmitting } = form.formState;
  const suspended = driver?.status === 'suspended';
  const phoneError = fieldMessage(errors.phone, 'phoneTooLong');

  const onValid = async (values: RegistrationFormValues) => {
    // §5: the session may have ended while the form was open.
    if (session.status !== 'signed-in') {
      toast.error(t('registration.messages.signInRequired'));
      return;
    }
    setProgress(values.identification ? 0 : null);
    try {
      const saved = await register.mutateAsync({
        form: toRegistrationFormData(values),
        onProgress: (percent) => setProgress(percent),
      });
      toast.success(t(saved.created ? 'registration.messages.created' : 'registration.messages.updated'));
      navigate('/driver-dashboard');
    } catch (error) {
      const failure = registrationFailure(error);
      toast.error(failure.key === 'server' ? failure.message : t(`registration.messages.${failure.key}`));
    } finally {
      setProgress(null);
    }
  };
  // The first refusal also goes to the toast area, as the spec's messages are toasts.
  const onInvalid = (invalid: typeof errors) => {
    const first = invalid.phone ?? invalid.zone_id ?? invalid.identification;
    const key = fieldMessage(first, 'phoneTooLong');
    if (key) toast.error(t(`registration.messages.${key}`));
  };

  return (
    <form
      className="mf-form"
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      noValidate
      aria-busy={isSubmitting}
      data-testid="registration-form"
    >
      <div className="mf-field">
        <label htmlFor={`${id}-phone`}>{t('registration.phone')}</label>
        <input
          id={`${id}-phone`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          aria-invalid={phoneError !== null}
          aria-describedby={`${id}-phone-hint`}
          {...form.register('phone')}
          data-testid="registration-phone"
        />
        <p id={`${id}-phone-hint`} className={phoneError ? 'mf-field-error' : 'mf-hint'}>
          {phoneError ? t(`registration.messages.${phoneError}`) : t('registration.phoneHint')}
        </p>
      </div>

      <fieldset className="mf-fieldset">
        <legend className="mf-legend">{t('registration.vehicle')}</legend>
        <div className="mf-segmented" data-testid="registration-vehicle">
          {VEHICLE_TYPES.map((vehicle) => (
            <label key={vehicle} className="mf-segment">
              <input
                type="radio"
                value={vehicle}
                {...form.register('vehicle_type')}
                data-testid={`vehicle-${vehicle}`}
              />
              <span>{t(`vehicles.${vehicle}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <ZoneField form={form} driver={driver} />
      <IdentificationField form={form} driver={driver} />

      {progress !== null ? (
        <div className="mf-field">
          <label htmlFor={`${id}-progress`}>{t('registration.progress')}</label>
          <progress id={`${id}-progress`} max={100} value={progress} data-testid="registration-progress">
            {t('registration.progressValue', { percent: progress })}
          </progress>
        </div>
      ) : null}

      {suspended ? <p className="mf-hint">{t('registration.suspendedHint')}</p> : null}
      <Button
        type="submit"
        variant="primary"
        block
        disabled={isSubmitting || suspended}
        data-testid="registration-submit"
      >
        {isSubmitting
          ? t('registration.submitting')
          : driver
            ? t('registration.update')
            : t('registration.submit')}
      </Button>
    </form>
  );
}
