import { useTranslation } from '@cerca/i18n';
import { AppLink } from '../../lib/app-link';
import { FOOTER_LINKS } from './footer-links';

/** Spec 02 §2: the footer around every screen; its links navigate within the page. */
export function Footer() {
  const { t } = useTranslation('chrome');
  return (
    <footer className="cerca-footer" data-testid="site-footer">
      <p className="cerca-footer__brand">
        <strong>{t('brand')}</strong> · {t('footer.tagline')}
      </p>
      <nav aria-label={t('footer.label')}>
        <ul className="cerca-footer__links">
          {FOOTER_LINKS.map((link) => (
            <li key={link.href}>
              <AppLink href={link.href}>{t(`footer.links.${link.key}`)}</AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className="cerca-footer__copy">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
