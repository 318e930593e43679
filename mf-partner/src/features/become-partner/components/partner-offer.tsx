import { useTranslation } from '@cerca/i18n';
import { Link } from '@cerca/router';
import { ApplicationStatus } from '../../../components/application-status';
import { PARTNERS_EMAIL } from '../../../config/contact';
import { NS } from '../../../lib/i18n';
import '../texts';
import './become-partner.css';
import { PartnerFaq } from './partner-faq';
import { PartnerWizard } from './partner-wizard';

/**
 * /become-partner: the partner offer (spec 02 §1, §9), the signed-in person's applications still in
 * review, the three-step wizard, the FAQ and the contact e-mail.
 */
export function PartnerOffer() {
  const { t } = useTranslation(NS);
  return (
    <section className="mf-page mf-partner-apply" data-testid="become-partner">
      <header className="mf-stack">
        <p className="mf-eyebrow">{t('area')}</p>
        <h1 className="mf-title">{t('offer.title')}</h1>
        <p className="mf-muted">{t('offer.lead')}</p>
      </header>

      <ApplicationStatus />

      <PartnerWizard />

      <aside className="mf-stack mf-partner-apply__aside">
        <PartnerFaq />
        <p>
          {t('becomePartner.contactUs')}{' '}
          <a href={`mailto:${PARTNERS_EMAIL}`} data-testid="partner-contact-email">
            {PARTNERS_EMAIL}
          </a>
        </p>
        <p className="mf-muted">
          {t('offer.alreadyPartner')} <Link to="/partner-login">{t('offer.partnerLogin')}</Link>
        </p>
      </aside>
    </section>
  );
}
