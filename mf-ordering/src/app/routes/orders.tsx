import { ComingSoon, RequireSession } from '@cerca/remote-kit';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { NS } from '../../lib/i18n';

/** /orders?businessId=…: no user → /profile; no businessId → /profile?tab=my_businesses. */
export default function OrdersPage() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const businessId = params.get('businessId');
  return (
    <RequireSession>
      {businessId ? (
        <ComingSoon area={t('areas.business')} title={t('pages.orders')} />
      ) : (
        <Navigate to="/profile?tab=my_businesses" replace />
      )}
    </RequireSession>
  );
}
