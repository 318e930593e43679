import { useTranslation } from '@cerca/i18n';
import { useEffect, useRef } from 'react';
import { NS } from '../../../lib/i18n';
import { stepNumber, type WizardStep } from '../lib/route-wizard';

/**
 * "Paso 2 de 3 · Ordenar ruta". Focused when the step is reached with Siguiente or Atrás, so a
 * screen reader says where the person is and the keyboard starts at the step's top.
 */
export function StepHeading({ step, focus }: { step: WizardStep; focus: boolean }) {
  const { t } = useTranslation(NS);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <h3 ref={heading} tabIndex={-1} className="mf-wizard__heading" data-testid="wizard-step">
      <span className="mf-wizard__step-of">{t('events.wizard.stepOf', { step: stepNumber(step) })}</span>
      {t(`events.wizard.steps.${step}`)}
    </h3>
  );
}
