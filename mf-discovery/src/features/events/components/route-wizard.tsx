import type { City } from '@cerca/contracts';
import type { WeekendRoute } from '@cerca/contracts/city-life/events';
import { useTranslation } from '@cerca/i18n';
import { remoteRootClass } from '@cerca/remote-kit';
import { refusalMessage } from '@cerca/session';
import { Button, Dialog, toast } from '@cerca/ui';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { NS } from '../../../lib/i18n';
import { useCreateWeekendRoute } from '../api/create-weekend-route';
import {
  canContinue,
  firstErrorCode,
  localDateOf,
  nextStep,
  previousStep,
  type RouteFormOutput,
  type RouteFormValues,
  type RoutePlace,
  routeFormDefaults,
  routeFormResolver,
  stepNumber,
  togglePlace,
  WIZARD_STEPS,
  type WizardStep,
} from '../lib/route-wizard';
import { DetailsStep } from './wizard-details-step';
import { OrderStep } from './wizard-order-step';
import { PlacesStep } from './wizard-places-step';

interface RouteWizardProps {
  city: City;
  onClose: () => void;
  /** After 'Ruta creada exitosamente': the dialog closes and the carousel shows the route. */
  onCreated: (route: WeekendRoute) => void;
}

/**
 * The route wizard (spec 02 §2, §4, §5): 1 search places (3 to 5; a 6th is refused, tapping a
 * chosen one deselects it; Siguiente is blocked below 3), 2 order the route, 3 details (name,
 * description, date from today, one of the ten colours, optional image), then Publicar.
 */
export function RouteWizard({ city, onClose, onCreated }: RouteWizardProps) {
  const { t } = useTranslation(NS);
  const formId = useId();
  const hintId = useId();
  const today = useMemo(() => localDateOf(new Date()), []);
  const [step, setStep] = useState<WizardStep>('places');
  // Reached with Siguiente or Atrás (not on opening): the step's heading takes the focus.
  const [moved, setMoved] = useState(false);
  const goTo = (next: WizardStep) => {
    setMoved(true);
    setStep(next);
  };
  const form = useForm<RouteFormValues, unknown, RouteFormOutput>({
    resolver: routeFormResolver(today),
    defaultValues: routeFormDefaults(city.id, today),
  });
  const places = useWatch({ control: form.control, name: 'places' });
  const create = useCreateWeekendRoute();
  const sending = create.isPending;
  const upload = useRef<AbortController | null>(null);
  // Closing the dialog in any way (Esc, ×, backdrop) stops an upload in flight.
  useEffect(() => () => upload.current?.abort(), []);

  const setPlaces = (next: RoutePlace[]) => form.setValue('places', next, { shouldDirty: true });
  const toggle = (place: RoutePlace) => {
    const result = togglePlace(form.getValues('places'), place);
    if (result.refused) {
      toast.error(t('events.wizard.errors.too_many_places'));
      return;
    }
    setPlaces(result.places);
  };

  const submit = form.handleSubmit(
    async (output) => {
      const controller = new AbortController();
      upload.current = controller;
      const toastId = toast.loading(t('events.wizard.toasts.creating'));
      try {
        const route = await create.mutateAsync({ output, options: { signal: controller.signal } });
        toast.success(t('events.wizard.toasts.created'), { id: toastId });
        onCreated(route);
      } catch (error) {
        if (controller.signal.aborted) {
          toast.dismiss(toastId);
          return;
        }
        // The server's own reason (a place of another city…), under the spec's toast.
        const detail = refusalMessage(error);
        toast.error(t('events.wizard.toasts.createError'), {
          id: toastId,
          ...(detail ? { description: detail } : {}),
        });
      } finally {
        upload.current = null;
      }
    },
    (errors) => {
      // The places live on step 1: go back there to fix them.
      if (errors.places) goTo('places');
      const code = firstErrorCode(errors);
      if (code) toast.error(t(`events.wizard.errors.${code}`));
    },
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Enter in the search box must not publish: only the last step submits.
    if (step !== 'details') {
      event.preventDefault();
      return;
    }
    void submit(event);
  };

  const blocked = step !== 'details' && !canContinue(step, places);
  const footer =
    step === 'details' ? (
      <>
        <Button variant="secondary" onClick={() => goTo(previousStep(step))} disabled={sending}>
          {t('events.wizard.back')}
        </Button>
        <Button
          type="submit"
          form={formId}
          loading={sending}
          loadingText={t('events.wizard.publishing')}
          data-testid="wizard-publish"
        >
          {t('events.wizard.publish')}
        </Button>
      </>
    ) : (
      <>
        <Button
          variant="secondary"
          onClick={step === 'places' ? onClose : () => goTo(previousStep(step))}
          data-testid="wizard-back"
        >
          {step === 'places' ? t('events.wizard.cancel') : t('events.wizard.back')}
        </Button>
        <Button
          onClick={() => goTo(nextStep(step))}
          disabled={blocked}
          aria-describedby={blocked ? hintId : undefined}
          data-testid="wizard-next"
        >
          {t('events.wizard.next')}
        </Button>
      </>
    );

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={t('events.wizard.title')}
      description={t('events.wizard.description')}
      footer={footer}
      data-testid="route-wizard"
    >
      {/* Portalled out of the remote's root: this class brings its form styles along. */}
      <form
        id={formId}
        className={`${remoteRootClass('mf_discovery')} mf-form mf-wizard`}
        onSubmit={onSubmit}
        noValidate
      >
        <ol className="mf-wizard__steps" aria-label={t('events.wizard.progress')}>
          {WIZARD_STEPS.map((name) => (
            <li
              key={name}
              aria-current={name === step ? 'step' : undefined}
              data-done={stepNumber(name) < stepNumber(step)}
            >
              <span className="mf-wizard__step-number" aria-hidden="true">
                {stepNumber(name)}
              </span>
              <span className="mf-wizard__step-name">{t(`events.wizard.steps.${name}`)}</span>
            </li>
          ))}
        </ol>
        <fieldset className="mf-wizard__body" disabled={sending}>
          {step === 'places' ? (
            <PlacesStep city={city} places={places} onToggle={toggle} hintId={hintId} focusHeading={moved} />
          ) : step === 'order' ? (
            <OrderStep places={places} onChange={setPlaces} focusHeading={moved} />
          ) : (
            <DetailsStep form={form} today={today} focusHeading={moved} />
          )}
        </fieldset>
      </form>
    </Dialog>
  );
}
