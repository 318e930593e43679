import { useTranslation } from '@cerca/i18n';
import { Button, toast } from '@cerca/ui';
import { type FormEvent, useId, useState } from 'react';
import { NS } from '../../../lib/i18n';
import { PasswordChangeError, useChangePassword } from '../api/change-password';
import { type PasswordFormValues, passwordErrorKey, passwordFormError } from '../lib/settings';

const EMPTY: PasswordFormValues = { current: '', next: '', confirm: '' };

/** Configuración → Cambiar contraseña, through the auth service with the current password as proof. */
export function ChangePasswordForm() {
  const { t } = useTranslation(NS);
  const id = useId();
  const change = useChangePassword();
  const [values, setValues] = useState<PasswordFormValues>(EMPTY);
  const [error, setError] = useState<string | null>(null);

  const field = (name: keyof PasswordFormValues) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = passwordFormError(values);
    if (invalid) {
      setError(t(`account.password.errors.${invalid}`));
      return;
    }
    setError(null);
    change.mutate(
      { currentPassword: values.current, newPassword: values.next },
      {
        onSuccess: () => {
          setValues(EMPTY);
          toast.success(t('account.password.success'));
        },
        onError: (failure) => {
          const key = passwordErrorKey(failure instanceof PasswordChangeError ? failure.code : 'unknown');
          const text = t(`account.password.errors.${key}`);
          setError(text);
          toast.error(text);
        },
      },
    );
  };

  return (
    <section className="mf-setting" aria-labelledby={`${id}-title`} data-testid="setting-password">
      <h3 id={`${id}-title`} className="mf-setting__title">
        {t('account.password.title')}
      </h3>
      <form className="mf-form" onSubmit={onSubmit} noValidate aria-busy={change.isPending}>
        <div className="mf-field">
          <label htmlFor={`${id}-current`}>{t('account.password.current')}</label>
          <input
            id={`${id}-current`}
            type="password"
            autoComplete="current-password"
            required
            {...field('current')}
            data-testid="password-current"
          />
        </div>
        <div className="mf-field">
          <label htmlFor={`${id}-next`}>{t('account.password.new')}</label>
          <input
            id={`${id}-next`}
            type="password"
            autoComplete="new-password"
            required
            aria-describedby={`${id}-hint`}
            {...field('next')}
            data-testid="password-new"
          />
          <p id={`${id}-hint`} className="mf-hint">
            {t('account.password.hint')}
          </p>
        </div>
        <div className="mf-field">
          <label htmlFor={`${id}-confirm`}>{t('account.password.confirm')}</label>
          <input
            id={`${id}-confirm`}
            type="password"
            autoComplete="new-password"
            required
            {...field('confirm')}
            data-testid="password-confirm"
          />
        </div>
        {error ? (
          <p className="mf-field-error" role="alert" data-testid="password-error">
            {error}
          </p>
        ) : null}
        <Button type="submit" variant="primary" disabled={change.isPending} data-testid="password-submit">
          {change.isPending ? t('account.password.saving') : t('account.password.submit')}
        </Button>
      </form>
    </section>
  );
}
