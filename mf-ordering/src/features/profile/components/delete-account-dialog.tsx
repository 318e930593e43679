import { useTranslation } from '@cerca/i18n';
import { remoteRootClass } from '@cerca/remote-kit';
import { ApiError, signOut } from '@cerca/session';
import { Button, Dialog, toast } from '@cerca/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import remote from '../../../../remote.json';
import { NS } from '../../../lib/i18n';
import { useDeleteAccount } from '../api/delete-account';
import { isDeleteConfirmed } from '../lib/settings';

/** Configuración → Eliminar cuenta: a dialog that accepts only the typed word "eliminar". */
export function DeleteAccountSetting() {
  const { t } = useTranslation(NS);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [word, setWord] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const remove = useDeleteAccount();

  const close = () => {
    if (remove.isPending) return;
    setOpen(false);
    setWord('');
    setError(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isDeleteConfirmed(word)) {
      // Said once, next to the field (role="alert"), not again in a toast over the dialog.
      setError(t('account.delete.wrongWord'));
      inputRef.current?.focus();
      return;
    }
    setError(null);
    remove.mutate(word, {
      onSuccess: () => {
        // Toast first: signing out leaves this page, and the toast lives in the shell.
        toast.success(t('account.delete.success'));
        void signOut();
      },
      onError: (failure) => {
        const text =
          failure instanceof ApiError && failure.code === 'confirmation_required'
            ? failure.message
            : t('account.delete.error');
        setError(text);
        toast.error(text);
      },
    });
  };

  return (
    <section
      className="mf-setting mf-setting--danger"
      aria-labelledby={`${id}-title`}
      data-testid="setting-delete"
    >
      <h3 id={`${id}-title`} className="mf-setting__title">
        {t('account.delete.title')}
      </h3>
      <p className="mf-muted mf-setting__hint">{t('account.delete.description')}</p>
      <p>
        <Button variant="danger" onClick={() => setOpen(true)} data-testid="delete-account-open">
          {t('account.delete.open')}
        </Button>
      </p>
      <Dialog
        open={open}
        onClose={close}
        title={t('account.delete.title')}
        description={t('account.delete.description')}
        initialFocusRef={inputRef}
        size="sm"
        data-testid="delete-account-dialog"
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={remove.isPending}>
              {t('account.delete.cancel')}
            </Button>
            <Button
              type="submit"
              form={`${id}-form`}
              variant="danger"
              loading={remove.isPending}
              loadingText={t('account.delete.deleting')}
              data-testid="delete-account-confirm"
            >
              {t('account.delete.confirm')}
            </Button>
          </>
        }
      >
        {/* Portalled out of the remote's root: this class brings its form styles along. */}
        <form
          id={`${id}-form`}
          className={`${remoteRootClass(remote.name)} mf-form`}
          onSubmit={onSubmit}
          noValidate
          aria-busy={remove.isPending}
        >
          <div className="mf-field">
            <label htmlFor={`${id}-word`}>{t('account.delete.label')}</label>
            <input
              ref={inputRef}
              id={`${id}-word`}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={word}
              onChange={(event) => setWord(event.target.value)}
              aria-invalid={error !== null}
              aria-describedby={error ? `${id}-error` : undefined}
              data-testid="delete-account-word"
            />
            {error ? (
              <p id={`${id}-error`} className="mf-field-error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
        </form>
      </Dialog>
    </section>
  );
}
