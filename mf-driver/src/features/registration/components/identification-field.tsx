import type { Driver } from '@cerca/contracts';
import { useTranslation } from '@cerca/i18n';
import { buttonClassName, toast } from '@cerca/ui';
import { type ChangeEvent, useEffect, useId, useMemo } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { NS } from '../../../lib/i18n';
import { useIdentificationUrl } from '../api/get-identification';
import { fieldMessage, identificationProblem, type RegistrationFormValues } from '../lib/registration-form';

/**
 * The identity image: one picture, previewed; a refused file (not an image, over 5 MB) is
 * announced at once and not kept. A registered driver sees the document on file until replacing it.
 */
export function IdentificationField({
  form,
  driver,
}: {
  form: UseFormReturn<RegistrationFormValues>;
  driver: Driver | null;
}) {
  const { t } = useTranslation(NS);
  const id = useId();
  const file = useWatch({ control: form.control, name: 'identification' });
  const onFile = useIdentificationUrl(driver?.has_identification ? driver.id : null);
  const picked = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (picked ? URL.revokeObjectURL(picked) : undefined), [picked]);
  const error = fieldMessage(form.formState.errors.identification, 'invalidImage');
  const preview = picked ?? onFile.data ?? null;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Lets the same file be picked again after a refusal.
    event.target.value = '';
    if (!chosen) return;
    const problem = identificationProblem(chosen);
    if (problem) {
      toast.error(t(`registration.messages.${problem}`));
      form.setError('identification', { type: 'pick', message: problem });
      return;
    }
    form.setValue('identification', chosen, { shouldDirty: true });
    form.clearErrors('identification');
  };

  return (
    <div className="mf-field mf-id-field">
      <p id={`${id}-label`} className="mf-legend">
        {t('registration.identification')}
      </p>
      <p id={`${id}-hint`} className={error ? 'mf-field-error' : 'mf-hint'}>
        {error
          ? t(`registration.messages.${error}`)
          : driver?.has_identification
            ? t('registration.identificationOnFile')
            : t('registration.identificationHint')}
      </p>
      {preview ? (
        <img
          className="mf-id-field__preview"
          src={preview}
          alt={t('registration.preview')}
          data-testid="registration-id-preview"
        />
      ) : null}
      {file ? <p className="mf-hint">{t('registration.selectedFile', { name: file.name })}</p> : null}
      <input
        id={`${id}-file`}
        className="cerca-visually-hidden"
        type="file"
        accept="image/*"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        aria-invalid={error !== null}
        onChange={pick}
        data-testid="registration-identification"
      />
      <label htmlFor={`${id}-file`} className={buttonClassName({ variant: 'secondary' })}>
        {preview ? t('registration.replace') : t('registration.choose')}
      </label>
    </div>
  );
}
