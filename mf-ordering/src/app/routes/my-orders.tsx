import { ComingSoon } from '@cerca/remote-kit';
import { useTranslation } from 'react-i18next';
import { NS } from '../../lib/i18n';

export default function MyOrdersPage() {
  const { t } = useTranslation(NS);
  return <ComingSoon area={t('areas.account')} title={t('pages.myOrders')} />;
}
