import { ComingSoon } from '@cerca/remote-kit';
import { useTranslation } from 'react-i18next';
import { NS } from '../../lib/i18n';

/** Keys under discovery.json `pages`; each names the page and the area it belongs to. */
export type PlaceholderPage = 'favorites' | 'followed' | 'events' | 'world' | 'publicProfile';

/** An honest page for a route whose feature is still to come. */
export default function ComingSoonPage({ page }: { page: PlaceholderPage }) {
  const { t } = useTranslation(NS);
  return <ComingSoon area={t(`pages.${page}.area`)} title={t(`pages.${page}.title`)} />;
}
