import { useTranslation } from '@cerca/i18n';
import { NS } from '../../../lib/i18n';

/** The FAQ's questions, in the order the page lists them (texts in become-partner.json). */
export const FAQ_ITEMS = ['what', 'cost', 'income', 'review', 'taken', 'missingCity', 'limit'] as const;

/** Questions people ask before applying; native disclosure widgets, usable without script. */
export function PartnerFaq() {
  const { t } = useTranslation(NS);
  return (
    <section className="mf-stack" aria-labelledby="partner-faq" data-testid="partner-faq">
      <h2 id="partner-faq" className="mf-subtitle">
        {t('becomePartner.faq.title')}
      </h2>
      {FAQ_ITEMS.map((item) => (
        <details key={item} className="mf-card mf-partner-faq">
          <summary>{t(`becomePartner.faq.items.${item}.question`)}</summary>
          <p className="mf-muted">{t(`becomePartner.faq.items.${item}.answer`)}</p>
        </details>
      ))}
    </section>
  );
}
