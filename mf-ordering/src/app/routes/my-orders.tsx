import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';
import { RequireSession } from '../../components/require-session';
import { NS } from '../../lib/i18n';

export default function MyOrdersPage() {
  const { t } = useTranslation(NS);
  return (
    <RequireSession>
      <ComingSoon area={t('areas.account')} title={t('pages.myOrders')} />
    </RequireSession>
  );
}
