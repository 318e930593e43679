import { LOCAL_KEYS, usePlace } from '@cerca/session';
import { Button } from '@cerca/ui';
import { type FormEvent, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { NS } from '../../../lib/i18n';
import { authFlowDeps } from '../api/auth-deps';
import { submitSignIn, submitSignUp } from '../lib/auth-flow';
import {
  type BusinessDraft,
  EMPTY_BUSINESS,
  parseUserType,
  redirectTarget,
  type UserType,
  validateAuthForm,
} from '../lib/validation';
import { BusinessFields } from './business-fields';
import { UserTypePicker } from './user-type-picker';

type Mode = 'sign-in' | 'sign-up';

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
  const [mode, setMode] = useState<Mode>('sign-in');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [userType, setUserType] = useState<UserType>(storedUserType);
  const [business, setBusiness] = useState<BusinessDraft>(() => ({
    ...EMPTY_BUSINESS,
    countryId: place.countryId ?? '',
    cityId: place.cityId ?? '',
  }));
  const [photos, setPhotos] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);

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

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateAuthForm({
      mode,
      email,
      password,
      userType,
      business,
      photoCount: photos.length,
    });
    if (problem) {
      toast.error(t(`auth.errors.${problem}`));
      return;
    }
    const credentials = { email: email.trim(), password };
    setBusy(true);
    try {
      if (mode === 'sign-in') {
        if ((await submitSignIn(credentials, authFlowDeps)) === 'signed-in') afterSession();
        return;
      }
      const result = await submitSignUp({ ...credentials, userType, business, photos }, authFlowDeps);
      if (result.outcome === 'already-registered') setMode('sign-in');
      else if (result.outcome === 'signed-up' && result.hasSession) afterSession();
    } finally {
      setBusy(false);
    }
  };

  const signingUp = mode === 'sign-up';
  return (
    <section className="mf-page mf-narrow" data-testid="auth-form">
      <h1 className="mf-title">{signingUp ? t('auth.signUp.title') : t('auth.signIn.title')}</h1>
      <p className="mf-muted">{signingUp ? t('auth.signUp.subtitle') : t('auth.signIn.subtitle')}</p>

      <form className="mf-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
        {signingUp ? <UserTypePicker value={userType} onChange={chooseUserType} /> : null}

        <div className="mf-field">
          <label htmlFor={`${id}-email`}>{t('auth.email')}</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-required="true"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            data-testid="auth-email"
          />
        </div>
        <div className="mf-field">
          <label htmlFor={`${id}-password`}>{t('auth.password')}</label>
          <div className="mf-password">
            <input
              id={`${id}-password`}
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete={signingUp ? 'new-password' : 'current-password'}
              aria-required="true"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
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
        </div>

        {signingUp && userType === 'business' ? (
          <BusinessFields
            value={business}
            onChange={setBusiness}
            photos={photos}
            onPhotosChange={setPhotos}
          />
        ) : null}

        <Button type="submit" variant="primary" disabled={busy} data-testid="auth-submit">
          {busy ? t('auth.submitting') : signingUp ? t('auth.signUp.submit') : t('auth.signIn.submit')}
        </Button>
      </form>

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
