import { useTranslation } from '@cerca/i18n';
import { buttonClassName, toast } from '@cerca/ui';
import { type ChangeEvent, useEffect, useId, useMemo } from 'react';
import { NS } from '../../../lib/i18n';
import type { AddDriverMessage } from '../lib/add-driver-form';
import { imageProblem } from '../lib/city-drivers-view';

interface ImageFieldProps {
  label: string;
  hint: string;
  file: File | null;
  onFile: (file: File | null) => void;
  error: AddDriverMessage | null;
  onError: (message: AddDriverMessage) => void;
  testId: string;
}

/**
 * One picture, previewed: a refused file (not an image, over 5 MB) is announced at once with the
 * spec's words and not kept.
 */
export function ImageField({ label, hint, file, onFile, error, onError, testId }: ImageFieldProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Lets the same file be picked again after a refusal.
    event.target.value = '';
    if (!chosen) return;
    const problem = imageProblem(chosen);
    if (problem) {
      toast.error(t(`cityDrivers.messages.${problem}`));
      onError(problem);
      return;
    }
    onFile(chosen);
  };

  return (
    <div className="mf-field mf-drivers__image">
      <p id={`${id}-label`} className="mf-legend">
        {label}
      </p>
      <p id={`${id}-hint`} className={error ? 'mf-drivers__error' : 'mf-hint'}>
        {error ? t(`cityDrivers.messages.${error}`) : hint}
      </p>
      {preview ? <img className="mf-drivers__preview" src={preview} alt="" /> : null}
      {file ? <p className="mf-hint">{t('cityDrivers.form.selected', { name: file.name })}</p> : null}
      <input
        id={`${id}-file`}
        className="cerca-visually-hidden"
        type="file"
        accept="image/*"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        aria-invalid={error !== null}
        onChange={pick}
        data-testid={testId}
      />
      <label htmlFor={`${id}-file`} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
        {file ? t('cityDrivers.form.replace') : t('cityDrivers.form.choose')}
      </label>
    </div>
  );
}
