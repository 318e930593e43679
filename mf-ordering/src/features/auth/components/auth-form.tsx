import type { UserType } from '@cerca/contracts';
import { invalidBusinessParts } from '@cerca/contracts/business-form';
import { useTranslation } from '@cerca/i18n';
import { ExposedComponent } from '@cerca/remote-kit/exposed';
import { useNavigate, useSearchParams } from '@cerca/router';
import { LOCAL_KEYS, redirectTarget, usePlace } from '@cerca/session';
import { Button, toast } from '@cerca/ui';
import { useCallback, useId, useMemo, useState } from 'react';
import {
  Controller,
  FormProvider,
  type SubmitErrorHandler,
  type SubmitHandler,
  useForm,
} from 'react-hook-form';
import { NS } from '../../../lib/i18n';
import { authFlowDeps } from '../api/auth-deps';
import { submitSignIn, submitSignUp } from '../lib/auth-flow';
import {
  type AuthFormOutput,
  type AuthFormValues,
  type AuthMode,
  authFormDefaults,
  authFormResolver,
  firstFormError,
  parseUserType,
} from '../lib/auth-form-schema';
import { ForgotPasswordForm } from './forgot-password-form';
import { UserTypePicker } from './user-type-picker';

function storedUserType(): UserType {
  try {
    return parseUserType(window.localStorage.getItem(LOCAL_KEYS.userType));
  } catch {
    return 'user';
  }
}

/** /profile for visitors: sign in, or sign up as Personal or Negocio (spec 02 §2, §5, §8). */
export function AuthForm() {
  const { t } = useTranslation(NS);
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const place = usePlace();
  const [mode, setMode] = useState<AuthMode>('sign-in');
  const [showPassword, setShowPassword] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [userType, setUserType] = useState<UserType>(storedUserType);
  const resolver = useMemo(() => authFormResolver(mode, userType), [mode, userType]);
  const form = useForm<AuthFormValues, unknown, AuthFormOutput>({
    resolver,
    defaultValues: authFormDefaults(place),
  });
  const busy = form.formState.isSubmitting;

  const chooseUserType = useCallback((type: UserType) => {
    setUserType(type);
    try {
      window.localStorage.setItem(LOCAL_KEYS.userType, type);
    } catch {
      // Storage can be unavailable (private mode); the choice still holds for this form.
    }
  }, []);

  const afterSession = () => {
    const target = redirectTarget(params.get('redirect'));
    if (target) navigate(target);
  };

  const onValid: SubmitHandler<AuthFormOutput> = async ({ email, password, business }) => {
    const credentials = { email, password };
    if (mode === 'sign-in') {
      if ((await submitSignIn(credentials, authFlowDeps)) === 'signed-in') afterSession();
      return;
    }
    const result = await submitSignUp(
      {
        ...credentials,
        userType,
        business: business && { fields: business.fields, photos: business.photos },
      },
      authFlowDeps,
    );
    if (result.outcome === 'already-registered') setMode('sign-in');
    else if (result.outcome === 'signed-up' && result.hasSession) afterSession();
  };

  const onInvalid: SubmitErrorHandler<AuthFormValues> = (errors) => {
    toast.error(t(`auth.errors.${firstFormError(errors)}`));
  };

  const signingUp = mode === 'sign-up';
  if (forgotOpen) {
    return <ForgotPasswordForm initialEmail={form.getValues('email')} onBack={() => setForgotOpen(false)} />;
  }
  return (
    <section className="mf-page mf-narrow" data-testid="auth-form">
      <h1 className="mf-title">{signingUp ? t('auth.signUp.title') : t('auth.signIn.title')}</h1>
      <p className="mf-muted">{signingUp ? t('auth.signUp.subtitle') : t('auth.signIn.subtitle')}</p>

      <FormProvider {...form}>
        <form
          className="mf-form"
          onSubmit={form.handleSubmit(onValid, onInvalid)}
          noValidate
          aria-busy={busy}
        >
          {signingUp ? <UserTypePicker value={userType} onChange={chooseUserType} /> : null}

          <div className="mf-field">
            <label htmlFor={`${id}-email`}>{t('auth.email')}</label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              inputMode="email"
              aria-required="true"
              {...form.register('email')}
              data-testid="auth-email"
            />
          </div>
          <div className="mf-field">
            <label htmlFor={`${id}-password`}>{t('auth.password')}</label>
            <div className="mf-password">
              <input
                id={`${id}-password`}
                type={showPassword ? 'text' : 'password'}
                autoComplete={signingUp ? 'new-password' : 'current-password'}
                aria-required="true"
                {...form.register('password')}
                data-testid="auth-password"
              />
              <Button
                variant="ghost"
                aria-pressed={showPassword}
                aria-controls={`${id}-password`}
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {showPassword ? t('auth.hidePassword') : t('auth.showPassword')}
              </Button>
            </div>
            {signingUp ? null : (
              <button
                type="button"
                className="mf-link-button mf-forgot-link"
                onClick={() => setForgotOpen(true)}
                data-testid="auth-forgot"
              >
                {t('auth.forgot.open')}
              </button>
            )}
          </div>

          {signingUp && userType === 'business' ? (
            <section className="mf-stack" aria-labelledby={`${id}-business`} data-testid="business-fields">
              <h2 id={`${id}-business`} className="mf-legend">
                {t('auth.business.legend')}
              </h2>
              {/* mf_discovery's business form: loaded only when a Negocio sign-up shows it. */}
              <Controller
                name="business"
                control={form.control}
                render={({ field, formState }) => (
                  <ExposedComponent
                    id="mf_discovery/business-form"
                    props={{
                      value: field.value,
                      onChange: field.onChange,
                      photos: 'sign-up',
                      invalid: invalidBusinessParts(formState.errors.business),
                      disabled: busy,
                    }}
                  />
                )}
              />
            </section>
          ) : null}

          <Button type="submit" variant="primary" disabled={busy} data-testid="auth-submit">
            {busy ? t('auth.submitting') : signingUp ? t('auth.signUp.submit') : t('auth.signIn.submit')}
          </Button>
        </form>
      </FormProvider>

      <p className="mf-muted mf-toggle">
        {signingUp ? t('auth.signUp.haveAccount') : t('auth.signIn.noAccount')}{' '}
        <button
          type="button"
          className="mf-link-button"
          onClick={() => setMode(signingUp ? 'sign-in' : 'sign-up')}
          data-testid="auth-toggle"
        >
          {signingUp ? t('auth.signUp.toSignIn') : t('auth.signIn.toSignUp')}
        </button>
      </p>
    </section>
  );
}
