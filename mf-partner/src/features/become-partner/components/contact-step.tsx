import { useTranslation } from '@cerca/i18n';
import { useCities, useCountries } from '@cerca/session';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { NS } from '../../../lib/i18n';
import type { ApplicationValues } from '../lib/application-form';

/** Step 3: WhatsApp and e-mail, the summary of the application and its note. */
export function ContactStep() {
  const { t } = useTranslation(NS);
  const id = useId();
  const { register, watch, formState } = useFormContext<ApplicationValues>();
  const countryId = watch('country_id');
  const cityId = watch('city_id');
  const country = useCountries().data?.find((candidate) => candidate.id === countryId);
  const city = useCities(countryId || null).data?.find((candidate) => candidate.id === cityId);
  const whatsappError = formState.errors.whatsapp?.message;
  const emailError = formState.errors.email?.message;
  const summary: [string, string][] = [
    [t('becomePartner.contact.summary.country'), country?.name ?? '—'],
    [
      t('becomePartner.contact.summary.city'),
      city ? t('becomePartner.city.cityOption', { name: city.name, state: city.state }) : '—',
    ],
    [t('becomePartner.contact.summary.role'), t('becomePartner.contact.summary.roleValue')],
    [t('becomePartner.contact.summary.cost'), t('becomePartner.contact.summary.costValue')],
    [t('becomePartner.contact.summary.income'), t('becomePartner.contact.summary.incomeValue')],
    [t('becomePartner.contact.summary.approval'), t('becomePartner.contact.summary.approvalValue')],
  ];

  return (
    <div className="mf-form">
      <div className="mf-field">
        <label htmlFor={`${id}-whatsapp`}>{t('becomePartner.contact.whatsapp')}</label>
        <input
          id={`${id}-whatsapp`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={30}
          aria-required="true"
          aria-invalid={whatsappError ? true : undefined}
          aria-describedby={`${id}-whatsapp-hint`}
          {...register('whatsapp')}
          data-testid="partner-whatsapp"
        />
        <p id={`${id}-whatsapp-hint`} className={whatsappError ? 'mf-partner-problem' : 'mf-hint'}>
          {whatsappError
            ? t(`becomePartner.errors.${whatsappError}`)
            : t('becomePartner.contact.whatsappHint')}
        </p>
      </div>
      <div className="mf-field">
        <label htmlFor={`${id}-email`}>{t('becomePartner.contact.email')}</label>
        <input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          aria-required="true"
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${id}-email-problem` : undefined}
          {...register('email')}
          data-testid="partner-email"
        />
        {emailError ? (
          <p id={`${id}-email-problem`} className="mf-partner-problem">
            {t(`becomePartner.errors.${emailError}`)}
          </p>
        ) : null}
      </div>

      <section className="mf-card" aria-labelledby={`${id}-summary`} data-testid="partner-summary">
        <h3 id={`${id}-summary`} className="mf-subtitle">
          {t('becomePartner.contact.summaryTitle')}
        </h3>
        <dl className="mf-partner-summary">
          {summary.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <p className="mf-hint">{t('becomePartner.contact.note')}</p>
    </div>
  );
}
