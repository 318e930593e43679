import { useTranslation } from '@cerca/i18n';
import { getAuthClient } from '@cerca/session';
import { Button, buttonClassName, Dialog, toast } from '@cerca/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { passwordErrorKey } from './auth-fragment';
import './auth-landing.css';

export const NS = 'auth-landing';

/** The auth service's minimum (AUTH_PASSWORD_MIN_LENGTH, spec 02): checked here only to answer sooner. */
const MIN_PASSWORD_LENGTH = 8;

export type LandingView =
  | { kind: 'set-password'; email: string | null }
  | { kind: 'link-error'; signInFailed: boolean };

export function AuthLandingDialog({ view, onDone }: { view: LandingView; onDone: () => void }) {
  return view.kind === 'set-password' ? (
    <SetPasswordDialog email={view.email} onDone={onDone} />
  ) : (
    <LinkErrorDialog signInFailed={view.signInFailed} onDone={onDone} />
  );
}

function SetPasswordDialog({ email, onDone }: { email: string | null; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(true);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    onDone();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if ([...password].length < MIN_PASSWORD_LENGTH) {
      setError(t('errors.tooShort', { min: MIN_PASSWORD_LENGTH }));
      return;
    }
    if (password !== confirm) {
      setError(t('errors.mismatch'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { error: failure } = await (await getAuthClient()).updateUser({ password });
      if (failure) {
        const reasons = (failure as { reasons?: string[] }).reasons;
        setError(
          t(passwordErrorKey({ code: failure.code, status: failure.status, reasons }), {
            min: MIN_PASSWORD_LENGTH,
          }),
        );
        return;
      }
      toast.success(t('setPassword.saved'));
      close();
    } catch {
      setError(t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  const errorId = `${id}-error`;
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('setPassword.title')}
      description={
        email
          ? t('setPassword.description', { min: MIN_PASSWORD_LENGTH, email })
          : t('setPassword.descriptionNoEmail', { min: MIN_PASSWORD_LENGTH })
      }
      size="sm"
      initialFocusRef={passwordRef}
      dismissOnBackdrop={false}
      data-testid="set-password-dialog"
    >
      <form className="cerca-auth-landing" onSubmit={onSubmit} noValidate aria-busy={busy}>
        <div className="cerca-auth-landing__field">
          <label htmlFor={`${id}-password`}>{t('setPassword.password')}</label>
          <div className="cerca-auth-landing__password">
            <input
              ref={passwordRef}
              id={`${id}-password`}
              type={shown ? 'text' : 'password'}
              autoComplete="new-password"
              aria-required="true"
              aria-invalid={error !== null}
              aria-describedby={error ? errorId : undefined}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              data-testid="set-password-new"
            />
            <Button variant="ghost" aria-pressed={shown} onClick={() => setShown((value) => !value)}>
              {shown ? t('setPassword.hide') : t('setPassword.show')}
            </Button>
          </div>
        </div>
        <div className="cerca-auth-landing__field">
          <label htmlFor={`${id}-confirm`}>{t('setPassword.confirm')}</label>
          <input
            id={`${id}-confirm`}
            type={shown ? 'text' : 'password'}
            autoComplete="new-password"
            aria-required="true"
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            data-testid="set-password-confirm"
          />
        </div>
        {error && (
          <p id={errorId} className="cerca-auth-landing__error" role="alert" data-testid="set-password-error">
            {error}
          </p>
        )}
        <div className="cerca-auth-landing__actions">
          <Button variant="ghost" onClick={close} disabled={busy}>
            {t('setPassword.later')}
          </Button>
          <Button
            type="submit"
            variant="primary"
            loading={busy}
            disabled={busy}
            data-testid="set-password-submit"
          >
            {busy ? t('setPassword.submitting') : t('setPassword.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function LinkErrorDialog({ signInFailed, onDone }: { signInFailed: boolean; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(true);
  const close = () => {
    setOpen(false);
    onDone();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('linkError.title')}
      description={signInFailed ? t('linkError.signInFailed') : t('linkError.description')}
      size="sm"
      data-testid="auth-link-error"
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            {t('linkError.close')}
          </Button>
          {/* A plain link: the shell's link interception routes it without a reload. */}
          <a href="/profile" className={buttonClassName({ variant: 'primary' })} onClick={close}>
            {t('linkError.newLink')}
          </a>
        </>
      }
    />
  );
}
