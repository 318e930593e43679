import type { PartnerApplicationBody } from '@cerca/contracts/partner-wizard';
import { useTranslation } from '@cerca/i18n';
import { useNavigate } from '@cerca/router';
import { ApiError, useSession } from '@cerca/session';
import { Button, toast } from '@cerca/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { FormProvider, type SubmitErrorHandler, type SubmitHandler, useForm } from 'react-hook-form';
import { NS } from '../../../lib/i18n';
import { useApplyForCity } from '../api/apply-for-city';
import {
  type ApplicationValues,
  applicationDefaults,
  applicationResolver,
  firstApplicationError,
  toStoredForm,
} from '../lib/application-form';
import { clearPartnerFormData, loadPartnerFormData, savePartnerFormData } from '../lib/partner-form-data';
import {
  canLeaveStep,
  canSubmit,
  nextStep,
  previousStep,
  SIGN_IN_PATH,
  stepNumber,
  WIZARD_STEPS,
  type WizardStep,
} from '../lib/wizard';
import { CityStep } from './city-step';
import { ContactStep } from './contact-step';
import { IntroStep } from './intro-step';
import { WizardProgress } from './wizard-progress';

type Outcome = 'pending' | 'waitlisted' | 'alreadyPartner';

/**
 * The three steps of spec 02 §2 Become partner with Back/Continue, over one form of the
 * application's fields. Entries come back from partnerFormData after a visitor signs in; on
 * submit the server decides: partner of the city (to its dashboard), or an application an admin
 * reviews first — 'pending' for an existing city (DESIGN §10) or the waitlist — said here and in
 * the page's "en revisión" panel.
 */
export function PartnerWizard() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const session = useSession();
  const apply = useApplyForCity();
  const [stored] = useState(loadPartnerFormData);
  const [step, setStep] = useState<WizardStep>(stored?.step ?? 'intro');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm<ApplicationValues, unknown, PartnerApplicationBody>({
    resolver: applicationResolver,
    defaultValues: applicationDefaults(stored),
  });
  const formId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const outcomeAlert = useRef<HTMLDivElement>(null);
  const signedIn = session.status === 'signed-in';
  const accountEmail = session.user?.email ?? '';
  const values = form.watch();

  // The account's address is the likely contact address: offered, never overwriting an entry.
  useEffect(() => {
    if (accountEmail && !form.getValues('email')) form.setValue('email', accountEmail);
  }, [accountEmail, form]);

  // A changed entry is a new application: the last answer no longer applies.
  useEffect(() => {
    const { unsubscribe } = form.watch(() => setOutcome(null));
    return unsubscribe;
  }, [form]);

  // Submit is disabled once answered: focus goes to the answer instead of being lost.
  useEffect(() => {
    if (outcome) outcomeAlert.current?.focus();
  }, [outcome]);

  const goTo = (target: WizardStep) => {
    setStep(target);
    // Keyboard and screen-reader users continue from the new step's title, not from the button.
    requestAnimationFrame(() => heading.current?.focus());
  };

  /** Spec 02 §5: a visitor's entries are kept in partnerFormData; they sign in and come back. */
  const signInFirst = (at: WizardStep, newCity: { name: string; state: string } | null, message: string) => {
    savePartnerFormData(toStoredForm(form.getValues(), at, newCity));
    toast.info(message);
    navigate(SIGN_IN_PATH);
  };

  const onContinue = async () => {
    // Continue on step 2 requires a chosen or created city; the field says so.
    if (step === 'city' && !(await form.trigger(['country_id', 'city_id']))) return;
    if (canLeaveStep(step, form.getValues())) goTo(nextStep(step));
  };

  const onValid: SubmitHandler<PartnerApplicationBody> = (body) => {
    if (apply.isPending) return;
    if (!signedIn) {
      signInFirst('contact', null, t('becomePartner.contact.signInToSubmit'));
      return;
    }
    apply.mutate(body, {
      onSuccess: (answer) => {
        clearPartnerFormData();
        if (answer.status === 'approved') {
          toast.success(t('becomePartner.result.submitted'));
          navigate(`/dashboard/city/${answer.city_id}`);
          return;
        }
        if (answer.status === 'pending') {
          // The spec's success message; the role waits for an admin (DESIGN §10).
          toast.success(t('becomePartner.result.submitted'));
          setOutcome('pending');
          return;
        }
        const waitlist: Outcome = answer.reason === 'already_partner' ? 'alreadyPartner' : 'waitlisted';
        // Spec 02 §8 shows this as an error; unlike the spec, no role was granted.
        toast.error(t(`becomePartner.result.${waitlist}`));
        setOutcome(waitlist);
      },
      onError: (error) => {
        const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
        toast.error(refused ? error.message : t('becomePartner.errors.submitFailed'));
      },
    });
  };

  const onInvalid: SubmitErrorHandler<ApplicationValues> = (errors) => {
    const code = firstApplicationError(errors);
    if (code) toast.error(t(`becomePartner.errors.${code}`));
  };

  return (
    // A section, not a form: step 2 holds the inline city form, and forms cannot nest.
    <section
      className="mf-card mf-partner-wizard"
      aria-labelledby={`${formId}-title`}
      data-testid="partner-wizard"
    >
      <FormProvider {...form}>
        <WizardProgress step={step} />
        <div className="mf-stack" data-testid={`partner-step-${step}`}>
          <p className="mf-eyebrow">
            {t('becomePartner.steps.progress', { step: stepNumber(step), total: WIZARD_STEPS.length })}
          </p>
          <h2
            id={`${formId}-title`}
            ref={heading}
            tabIndex={-1}
            className="mf-subtitle mf-partner-wizard__title"
          >
            {t(`becomePartner.${step}.title`)}
          </h2>
          {step === 'intro' ? <IntroStep /> : null}
          {step === 'city' ? (
            <CityStep
              pendingCity={stored?.step === 'city' ? stored.newCity : null}
              signedIn={signedIn}
              onSignInFirst={(newCity) =>
                signInFirst('city', newCity, t('becomePartner.newCity.signInFirst'))
              }
            />
          ) : null}
          {step === 'contact' ? (
            <form
              id={formId}
              onSubmit={form.handleSubmit(onValid, onInvalid)}
              noValidate
              aria-busy={apply.isPending}
            >
              <ContactStep />
            </form>
          ) : null}
        </div>
      </FormProvider>

      {outcome === 'pending' ? (
        <div
          ref={outcomeAlert}
          tabIndex={-1}
          className="mf-partner-wizard__pending"
          role="status"
          data-testid="partner-pending"
        >
          <p>
            <strong>{t('becomePartner.result.pendingTitle')}</strong>
          </p>
          <p>{t('becomePartner.result.pending')}</p>
        </div>
      ) : outcome ? (
        <div
          ref={outcomeAlert}
          tabIndex={-1}
          className="mf-alert"
          role="alert"
          data-testid="partner-waitlisted"
        >
          <p>
            <strong>{t('becomePartner.result.waitlistTitle')}</strong>
          </p>
          <p>{t(`becomePartner.result.${outcome}`)}</p>
        </div>
      ) : null}

      <div className="mf-partner-actions mf-partner-wizard__nav">
        {step !== 'intro' ? (
          <Button
            type="button"
            variant="secondary"
            onClick={() => goTo(previousStep(step))}
            data-testid="partner-back"
          >
            {t('becomePartner.actions.back')}
          </Button>
        ) : null}
        {/* Distinct keys: reusing one element would turn Continue into a submit button while its
            click is still being handled, and the browser would submit step 3 at once. */}
        {step !== 'contact' ? (
          <Button key="continue" type="button" onClick={onContinue} data-testid="partner-continue">
            {t('becomePartner.actions.continue')}
          </Button>
        ) : (
          <Button
            key="submit"
            type="submit"
            form={formId}
            disabled={!canSubmit(values) || session.status === 'loading' || outcome !== null}
            loading={apply.isPending}
            loadingText={t('becomePartner.actions.submitting')}
            data-testid="partner-submit"
          >
            {t('becomePartner.actions.submit')}
          </Button>
        )}
      </div>
    </section>
  );
}
