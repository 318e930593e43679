import type { AddPartnerBody } from '@cerca/contracts/admin-partners';
import { useTranslation } from '@cerca/i18n';
import { remoteRootClass } from '@cerca/remote-kit';
import { Button, Dialog, toast } from '@cerca/ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAdminCities } from '../../../api/admin-cities';
import { NS } from '../../../lib/i18n';
import { useAddPartner } from '../api/add-partner';
import {
  ADD_PARTNER_DEFAULTS,
  type AddPartnerValues,
  addPartnerErrorText,
  addPartnerResolver,
} from '../lib/add-partner-form';

/** The add-partner modal (spec 02 §2, §5): e-mail of a registered user and the city to run. */
export function AddPartnerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const formId = useId();
  const emailId = useId();
  const cityId = useId();
  const errorId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const cities = useAdminCities();
  const add = useAddPartner();
  const form = useForm<AddPartnerValues, unknown, AddPartnerBody>({
    resolver: addPartnerResolver,
    defaultValues: ADD_PARTNER_DEFAULTS,
  });
  const { errors } = form.formState;
  // One message for any blank field, as the spec words it.
  const error = errors.email || errors.city_id ? t('partners.modal.missingFields') : serverError;

  const close = () => {
    if (add.isPending) return;
    form.reset(ADD_PARTNER_DEFAULTS);
    setServerError(null);
    onClose();
  };

  const submit = form.handleSubmit((body) => {
    setServerError(null);
    add.mutate(body, {
      onSuccess: () => {
        toast.success(t('partners.modal.added'));
        form.reset(ADD_PARTNER_DEFAULTS);
        onClose();
      },
      onError: (failure) => setServerError(addPartnerErrorText(failure, t('partners.modal.addError'))),
    });
  });

  const emailField = form.register('email');
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('partners.modal.title')}
      description={t('partners.modal.description')}
      data-testid="add-partner-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={add.isPending}>
            {t('partners.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={add.isPending}
            loadingText={t('partners.modal.submitting')}
            data-testid="add-partner-submit"
          >
            {t('partners.modal.submit')}
          </Button>
        </>
      }
    >
      {/* Portalled out of the remote's root: this class brings its form styles along. */}
      <form id={formId} className={`${remoteRootClass('mf_admin')} mf-form`} onSubmit={submit} noValidate>
        <div className="mf-field">
          <label htmlFor={emailId}>{t('partners.modal.email')}</label>
          <input
            {...emailField}
            id={emailId}
            type="email"
            autoComplete="off"
            inputMode="email"
            placeholder={t('partners.modal.emailPlaceholder')}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            data-testid="add-partner-email"
          />
        </div>
        <div className="mf-field">
          <label htmlFor={cityId}>{t('partners.modal.city')}</label>
          <select
            {...form.register('city_id')}
            id={cityId}
            aria-invalid={errors.city_id ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            data-testid="add-partner-city"
          >
            <option value="">{t('partners.modal.chooseCity')}</option>
            {cities.data?.cities.map((entry) => (
              // A city with a partner stays listed (so the admin sees why) but cannot be chosen.
              <option key={entry.id} value={entry.id} disabled={entry.partner !== null}>
                {entry.partner
                  ? t('partners.modal.cityTaken', { city: entry.name, state: entry.state })
                  : `${entry.name}, ${entry.state}`}
              </option>
            ))}
          </select>
          {cities.isError ? <p className="mf-hint">{t('partners.modal.citiesError')}</p> : null}
        </div>
        {error ? (
          <div className="mf-alert" role="alert" id={errorId} data-testid="add-partner-error">
            <p>{error}</p>
          </div>
        ) : null}
      </form>
    </Dialog>
  );
}
