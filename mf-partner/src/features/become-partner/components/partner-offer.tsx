import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PARTNERS_EMAIL } from '../../../config/contact';
import { NS } from '../../../lib/i18n';
import { OFFER_BENEFITS, OFFER_COSTS } from '../lib/offer';

/** /become-partner intro: the partner offer of spec 02 §1 and §9. The 3-step wizard comes later. */
export function PartnerOffer() {
  const { t } = useTranslation(NS);
  return (
    <section className="mf-page mf-narrow" data-testid="become-partner">
      <p className="mf-eyebrow">{t('area')}</p>
      <h1 className="mf-title">{t('offer.title')}</h1>
      <p className="mf-muted">{t('offer.lead')}</p>

      <section className="mf-card" aria-labelledby="partner-benefits">
        <h2 id="partner-benefits" className="mf-subtitle">
          {t('offer.benefitsTitle')}
        </h2>
        <ul className="mf-list">
          {OFFER_BENEFITS.map((key) => (
            <li key={key}>{t(`offer.benefits.${key}`)}</li>
          ))}
        </ul>
      </section>

      <section className="mf-card" aria-labelledby="partner-costs">
        <h2 id="partner-costs" className="mf-subtitle">
          {t('offer.costsTitle')}
        </h2>
        <ul className="mf-list">
          {OFFER_COSTS.map((key) => (
            <li key={key}>{t(`offer.costs.${key}`)}</li>
          ))}
        </ul>
        <p className="mf-muted">{t('offer.limited')}</p>
      </section>

      <section className="mf-card" aria-labelledby="partner-apply">
        <h2 id="partner-apply" className="mf-subtitle">
          {t('offer.applyTitle')}
        </h2>
        <p className="mf-muted">{t('offer.wizardSoon')}</p>
        <p>
          {t('offer.contact')} <a href={`mailto:${PARTNERS_EMAIL}`}>{PARTNERS_EMAIL}</a>
        </p>
      </section>

      <p className="mf-muted">
        {t('offer.alreadyPartner')} <Link to="/partner-login">{t('offer.partnerLogin')}</Link>
      </p>
    </section>
  );
}
