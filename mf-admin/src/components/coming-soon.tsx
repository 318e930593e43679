import { useTranslation } from 'react-i18next';
import { NS } from '../lib/i18n';

interface ComingSoonProps {
  /** The page's own title, e.g. "Panel de repartidor". */
  title: string;
  /** The area of the product the page belongs to, e.g. "Repartidores". */
  area: string;
}

/** An honest page for a route whose content arrives with a later feature: no invented data. */
export function ComingSoon({ title, area }: ComingSoonProps) {
  const { t } = useTranslation(NS);
  return (
    <section className="mf-page mf-center" data-testid="coming-soon">
      <p className="mf-eyebrow">{area}</p>
      <h1 className="mf-title">{title}</h1>
      <p className="mf-muted">{t('comingSoon')}</p>
    </section>
  );
}
