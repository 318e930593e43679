import { useTranslation } from 'react-i18next';
import { KIT_NS } from '../i18n';

export interface ComingSoonProps {
  /** The page's own title, e.g. "Panel de repartidor" (from the remote's texts). */
  title: string;
  /** The area of the product the page belongs to, e.g. "Repartidores" (from the remote's texts). */
  area: string;
}

/** An honest page for a route whose content arrives with a later feature: no invented data. */
export function ComingSoon({ title, area }: ComingSoonProps) {
  const { t } = useTranslation(KIT_NS);
  return (
    <section className="mf-page mf-center" data-testid="coming-soon">
      <p className="mf-eyebrow">{area}</p>
      <h1 className="mf-title">{title}</h1>
      <p className="mf-muted">{t('comingSoon')}</p>
    </section>
  );
}
