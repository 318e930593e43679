import type { CityOrderReportsProps } from '@cerca/contracts';
import { useTranslation } from '@cerca/i18n';
import { remoteRootClass } from '@cerca/remote-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { useId } from 'react';
import remote from '../../../../remote.json';
import { HelpReportList } from '../../../components/help-reports/help-report-list';
import { NS } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { useCityHelpReports } from '../api/list-city-help-reports';

/**
 * The customers' reports of a city's businesses ("Ayuda con mi pedido"), exposed to mf-partner's
 * city dashboard as "./city-order-reports". Read only: each business resolves its own. It renders
 * with this remote's query cache and root class, as the Menú tab does.
 */
export function CityOrderReports({ cityId }: CityOrderReportsProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <div className={remoteRootClass(remote.name)}>
        <CityOrderReportsSection cityId={cityId} />
      </div>
    </QueryClientProvider>
  );
}

function CityOrderReportsSection({ cityId }: CityOrderReportsProps) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const reports = useCityHelpReports(cityId);
  return (
    <section className="mf-stack" aria-labelledby={headingId} data-testid="city-order-reports">
      <h2 id={headingId} className="mf-subtitle">
        {t('orderHelp.reports.cityHeading')}
      </h2>
      <p className="mf-muted">{t('orderHelp.reports.cityHint')}</p>
      <HelpReportList reports={reports} showBusiness />
    </section>
  );
}
