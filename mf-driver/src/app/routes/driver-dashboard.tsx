import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';
import { NS } from '../../lib/i18n';

export default function DriverDashboardPage() {
  const { t } = useTranslation(NS);
  return <ComingSoon area={t('area')} title={t('pages.dashboard.title')} />;
}
