import { useTranslation } from '@cerca/i18n';
import { NS } from '../../../lib/i18n';
import { OFFER_BENEFITS, OFFER_COSTS } from '../lib/offer';
import { IntroVideo } from './intro-video';

/** Step 1: the intro video and the benefits and costs of spec 02 §9. */
export function IntroStep() {
  const { t } = useTranslation(NS);
  return (
    <div className="mf-stack">
      <IntroVideo />
      <div className="mf-partner-offer">
        <section className="mf-card" aria-labelledby="partner-benefits">
          <h3 id="partner-benefits" className="mf-subtitle">
            {t('offer.benefitsTitle')}
          </h3>
          <ul className="mf-list">
            {OFFER_BENEFITS.map((key) => (
              <li key={key}>{t(`offer.benefits.${key}`)}</li>
            ))}
          </ul>
        </section>
        <section className="mf-card" aria-labelledby="partner-costs">
          <h3 id="partner-costs" className="mf-subtitle">
            {t('offer.costsTitle')}
          </h3>
          <ul className="mf-list">
            {OFFER_COSTS.map((key) => (
              <li key={key}>{t(`offer.costs.${key}`)}</li>
            ))}
          </ul>
          <p className="mf-muted">{t('offer.limited')}</p>
        </section>
      </div>
    </div>
  );
}
