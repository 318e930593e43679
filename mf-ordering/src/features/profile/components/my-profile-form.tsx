import type { UpdateAccount } from '@cerca/contracts/account';
import { useTranslation } from '@cerca/i18n';
import { ApiError } from '@cerca/session';
import { Button, ErrorState, Spinner, toast } from '@cerca/ui';
import { useId } from 'react';
import { type SubmitHandler, useForm } from 'react-hook-form';
import { useAccount } from '../../../api/get-account';
import { NS } from '../../../lib/i18n';
import { useUpdateAccount } from '../api/update-account';
import {
  type AccountFormValues,
  accountFieldError,
  accountFormDefaults,
  accountFormResolver,
} from '../lib/account-form';

/** Mi Perfil: username and phone can change; the e-mail is shown but cannot (spec 02 §2). */
export function MyProfileForm({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const account = useAccount(userId);

  if (account.isPending) return <Spinner label={t('states.loading')} />;
  if (account.isError) {
    return (
      <ErrorState
        title={t('account.loadError')}
        description={account.error.message}
        onRetry={() => account.refetch()}
        retrying={account.isFetching}
      />
    );
  }
  return (
    <AccountForm userId={userId} values={accountFormDefaults(account.data)} email={account.data.email} />
  );
}

function AccountForm({
  userId,
  values,
  email,
}: {
  userId: string;
  values: AccountFormValues;
  email: string | null;
}) {
  const { t } = useTranslation(NS);
  const id = useId();
  const update = useUpdateAccount(userId);
  const form = useForm<AccountFormValues, unknown, UpdateAccount>({
    resolver: accountFormResolver,
    defaultValues: values,
  });
  const { errors, isSubmitting } = form.formState;
  const usernameError = accountFieldError(errors, 'username');
  const phoneError = accountFieldError(errors, 'phone');

  const onValid: SubmitHandler<UpdateAccount> = async (changes) => {
    try {
      const saved = await update.mutateAsync(changes);
      form.reset(accountFormDefaults(saved));
      toast.success(t('account.myProfile.success'));
    } catch (error) {
      // A taken username comes with the server's own Spanish text.
      if (error instanceof ApiError && error.code === 'username_taken') {
        form.setError('username', { type: 'server', message: error.message });
        toast.error(error.message);
      } else {
        toast.error(t('account.myProfile.error'));
      }
    }
  };

  const serverUsernameError = errors.username?.type === 'server' ? errors.username.message : null;
  return (
    <form
      className="mf-form mf-account-form"
      onSubmit={form.handleSubmit(onValid)}
      noValidate
      aria-busy={isSubmitting}
      data-testid="my-profile-form"
    >
      <h3 className="mf-setting__title">{t('account.myProfile.title')}</h3>
      <div className="mf-field">
        <label htmlFor={`${id}-username`}>{t('account.myProfile.username')}</label>
        <input
          id={`${id}-username`}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-required="true"
          aria-invalid={usernameError !== null}
          aria-describedby={`${id}-username-hint`}
          {...form.register('username')}
          data-testid="account-username"
        />
        <p id={`${id}-username-hint`} className={usernameError ? 'mf-field-error' : 'mf-hint'}>
          {serverUsernameError ??
            (usernameError ? t(`account.myProfile.${usernameError}`) : t('account.myProfile.usernameHint'))}
        </p>
      </div>
      <div className="mf-field">
        <label htmlFor={`${id}-phone`}>{t('account.myProfile.phone')}</label>
        <input
          id={`${id}-phone`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          aria-invalid={phoneError !== null}
          aria-describedby={`${id}-phone-hint`}
          {...form.register('phone')}
          data-testid="account-phone"
        />
        <p id={`${id}-phone-hint`} className={phoneError ? 'mf-field-error' : 'mf-hint'}>
          {phoneError ? t(`account.myProfile.${phoneError}`) : t('account.myProfile.phoneHint')}
        </p>
      </div>
      {email ? (
        <div className="mf-field">
          <label htmlFor={`${id}-email`}>{t('account.myProfile.email')}</label>
          <input
            id={`${id}-email`}
            type="email"
            value={email}
            readOnly
            aria-describedby={`${id}-email-hint`}
          />
          <p id={`${id}-email-hint`} className="mf-hint">
            {t('account.myProfile.emailHint')}
          </p>
        </div>
      ) : null}
      <Button type="submit" variant="primary" disabled={isSubmitting} data-testid="account-save">
        {isSubmitting ? t('account.myProfile.saving') : t('account.myProfile.save')}
      </Button>
    </form>
  );
}
