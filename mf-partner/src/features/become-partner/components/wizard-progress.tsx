import { useTranslation } from '@cerca/i18n';
import { cx } from '@cerca/ui';
import { NS } from '../../../lib/i18n';
import { stepNumber, WIZARD_STEPS, type WizardStep } from '../lib/wizard';

/** Which of the three steps this is (a list for screen readers, numbered dots on screen). */
export function WizardProgress({ step }: { step: WizardStep }) {
  const { t } = useTranslation(NS);
  const current = stepNumber(step);
  return (
    <ol className="mf-partner-steps" aria-label={t('becomePartner.steps.label')}>
      {WIZARD_STEPS.map((candidate, index) => (
        <li
          key={candidate}
          className={cx(
            'mf-partner-steps__item',
            index + 1 < current && 'is-done',
            candidate === step && 'is-current',
          )}
          aria-current={candidate === step ? 'step' : undefined}
        >
          <span className="mf-partner-steps__dot" aria-hidden="true">
            {index + 1}
          </span>
          <span className="mf-partner-steps__label">{t(`becomePartner.steps.${candidate}`)}</span>
        </li>
      ))}
    </ol>
  );
}
