import { useTranslation } from '@cerca/i18n';
import { Link, useNavigate } from '@cerca/router';
import { getAuthClient, normaliseCredentials, roleOf, signInErrorKey } from '@cerca/session';
import { Button, toast } from '@cerca/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { myApplicationsQueryOptions } from '../../../api/my-applications';
import { ApplicationStatus } from '../../../components/application-status';
import { PARTNERS_EMAIL } from '../../../config/contact';
import { NS } from '../../../lib/i18n';
import { staysForReview } from '../lib/after-sign-in';

type ErrorKey = 'missingCredentials' | 'invalidCredentials' | 'signInFailed';

/**
 * /partner-login: 'Dashboard de Partners'. Success goes to /dashboard (spec 02 §2), except for a
 * person whose application still waits for an admin: they stay, and the page says it is in review.
 */
export function PartnerLoginForm() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ids = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorKey | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const credentials = normaliseCredentials({ email, password });
    if (!credentials) {
      setError('missingCredentials');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { data, error: authError } = await (await getAuthClient()).signInWithPassword(credentials);
      if (authError) {
        setError(signInErrorKey(authError));
        return;
      }
      toast.success(t('login.success'));
      if (await awaitsReview(data.user)) return;
      navigate('/dashboard');
    } catch {
      setError('signInFailed');
    } finally {
      setBusy(false);
    }
  };

  /** Loads the person's applications (the status panel shows the same query) and decides. */
  const awaitsReview = async (user: Parameters<typeof roleOf>[0]): Promise<boolean> => {
    if (!user) return false;
    try {
      const mine = await queryClient.fetchQuery(myApplicationsQueryOptions(user.id));
      return staysForReview(roleOf(user), mine.applications);
    } catch {
      // Could not tell: go where the spec sends everyone.
      return false;
    }
  };

  return (
    <section className="mf-page mf-narrow" data-testid="partner-login">
      <h1 className="mf-title">{t('login.title')}</h1>
      <p className="mf-muted">{t('login.subtitle')}</p>
      <ApplicationStatus />
      <form
        className="mf-form"
        onSubmit={onSubmit}
        noValidate
        aria-describedby={error ? `${ids}-error` : undefined}
      >
        <div className="mf-field">
          <label htmlFor={`${ids}-email`}>{t('login.email')}</label>
          <input
            id={`${ids}-email`}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="mf-field">
          <label htmlFor={`${ids}-password`}>{t('login.password')}</label>
          <div className="mf-password">
            <input
              id={`${ids}-password`}
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Button
              variant="ghost"
              aria-pressed={showPassword}
              aria-controls={`${ids}-password`}
              onClick={() => setShowPassword((value) => !value)}
              data-testid="toggle-password"
            >
              {showPassword ? t('login.hidePassword') : t('login.showPassword')}
            </Button>
          </div>
        </div>
        {error ? (
          <div id={`${ids}-error`} className="mf-alert" role="alert" data-testid="partner-login-error">
            <p>{t(`login.errors.${error}`)}</p>
            <p>
              {t('login.errors.contact')} <a href={`mailto:${PARTNERS_EMAIL}`}>{PARTNERS_EMAIL}</a>
            </p>
          </div>
        ) : null}
        <Button type="submit" variant="primary" disabled={busy} aria-busy={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      <p className="mf-muted">
        {t('login.noAccess')} <Link to="/become-partner">{t('login.requestAccess')}</Link>
      </p>
    </section>
  );
}
