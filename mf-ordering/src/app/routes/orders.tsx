import { ComingSoon } from '@cerca/remote-kit';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { NS } from '../../lib/i18n';

/** /orders?businessId=… (session required, remote.json); no businessId → /profile?tab=my_businesses. */
export default function OrdersPage() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  if (!params.get('businessId')) return <Navigate to="/profile?tab=my_businesses" replace />;
  return <ComingSoon area={t('areas.business')} title={t('pages.orders')} />;
}
