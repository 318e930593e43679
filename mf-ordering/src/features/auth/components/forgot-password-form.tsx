import { useTranslation } from '@cerca/i18n';
import { getAuthClient } from '@cerca/session';
import { Button } from '@cerca/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { type SubmitHandler, useForm } from 'react-hook-form';
import { NS } from '../../../lib/i18n';
import {
  type ForgotPasswordValues,
  forgotPasswordErrorKey,
  forgotPasswordResolver,
  recoveryErrorKey,
  recoveryRedirect,
} from '../lib/forgot-password-schema';

/**
 * Asks the auth service for a recovery mail. The answer is the same whether or not the address
 * has an account (the service answers 200 either way), so nobody can probe for accounts here.
 */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ForgotPasswordValues>({
    resolver: forgotPasswordResolver,
    defaultValues: { email: initialEmail },
  });
  const busy = form.formState.isSubmitting;
  const fieldError = form.formState.errors.email?.message;

  // The view replaced the sign-in form: move focus so keyboard and screen reader users follow.
  useEffect(() => headingRef.current?.focus(), []);

  const onValid: SubmitHandler<ForgotPasswordValues> = async ({ email }) => {
    setFailure(null);
    try {
      const address = email.trim();
      const { error } = await (await getAuthClient()).resetPasswordForEmail(address, {
        redirectTo: recoveryRedirect(window.location.origin),
      });
      if (error) {
        setFailure(t(`auth.forgot.errors.${recoveryErrorKey(error)}`));
        return;
      }
      setSentTo(address);
    } catch {
      setFailure(t('auth.forgot.errors.failed'));
    }
  };

  const errorText = fieldError ? t(`auth.forgot.errors.${forgotPasswordErrorKey(fieldError)}`) : failure;
  return (
    <section className="mf-page mf-narrow" data-testid="forgot-password">
      <h1 className="mf-title" ref={headingRef} tabIndex={-1}>
        {t('auth.forgot.title')}
      </h1>
      {sentTo ? (
        <p className="mf-muted" role="status" data-testid="forgot-password-sent">
          {t('auth.forgot.sent')}
        </p>
      ) : (
        <>
          <p className="mf-muted">{t('auth.forgot.subtitle')}</p>
          <form className="mf-form" onSubmit={form.handleSubmit(onValid)} noValidate aria-busy={busy}>
            <div className="mf-field">
              <label htmlFor={`${id}-email`}>{t('auth.email')}</label>
              <input
                id={`${id}-email`}
                type="email"
                autoComplete="email"
                inputMode="email"
                aria-required="true"
                aria-invalid={fieldError !== undefined}
                aria-describedby={errorText ? `${id}-error` : undefined}
                {...form.register('email')}
                data-testid="forgot-password-email"
              />
            </div>
            {errorText ? (
              <p id={`${id}-error`} className="mf-error" role="alert" data-testid="forgot-password-error">
                {errorText}
              </p>
            ) : null}
            <Button type="submit" variant="primary" disabled={busy} data-testid="forgot-password-submit">
              {busy ? t('auth.forgot.sending') : t('auth.forgot.submit')}
            </Button>
          </form>
        </>
      )}
      <p className="mf-muted mf-toggle">
        <button type="button" className="mf-link-button" onClick={onBack} data-testid="forgot-password-back">
          {t('auth.forgot.back')}
        </button>
      </p>
    </section>
  );
}
