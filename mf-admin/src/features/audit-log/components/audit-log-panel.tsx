import { useTranslation } from '@cerca/i18n';
import { PageLoader } from '@cerca/remote-kit';
import { Button, EmptyState, ErrorState } from '@cerca/ui';
import { useId, useState } from 'react';
import { useAdminCities } from '../../../api/admin-cities';
import { NS } from '../../../lib/i18n';
import { useAuditLog } from '../api/list-audit';
import '../texts';
import { AuditEntryRow } from './audit-entry-row';
import './audit-log.css';

/** The Registro tab (issue 13): every moderation and admin action, newest first, by city. */
export function AuditLogPanel() {
  const { t } = useTranslation(NS);
  const filterId = useId();
  const [cityId, setCityId] = useState('');
  const cities = useAdminCities();
  const audit = useAuditLog(cityId);
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];

  let body: React.ReactNode;
  if (audit.isPending) body = <PageLoader />;
  else if (audit.isError)
    body = (
      <ErrorState
        title={t('audit.loadError')}
        description={audit.error.message}
        onRetry={() => audit.refetch()}
        retrying={audit.isFetching}
      />
    );
  else if (entries.length === 0)
    body = <EmptyState title={cityId ? t('audit.emptyCity') : t('audit.empty')} />;
  else
    body = (
      <>
        <ol className="mf-audit__list" aria-busy={audit.isFetching} data-testid="audit-list">
          {entries.map((entry) => (
            <AuditEntryRow key={entry.id} entry={entry} />
          ))}
        </ol>
        {audit.hasNextPage ? (
          <Button
            variant="secondary"
            onClick={() => audit.fetchNextPage()}
            loading={audit.isFetchingNextPage}
            loadingText={t('audit.loadingMore')}
            data-testid="audit-more"
          >
            {t('audit.more')}
          </Button>
        ) : null}
      </>
    );

  return (
    <div className="mf-audit" data-testid="admin-panel-audit">
      <header className="mf-stack">
        <h2 className="mf-subtitle">{t('audit.title')}</h2>
        <p className="mf-muted">{t('audit.subtitle')}</p>
      </header>
      <search className="mf-audit__filters">
        <div className="mf-field">
          <label htmlFor={filterId}>{t('audit.cityFilter')}</label>
          <select
            id={filterId}
            value={cityId}
            onChange={(event) => setCityId(event.target.value)}
            data-testid="audit-city"
          >
            <option value="">{t('audit.allCities')}</option>
            {cities.data?.cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}, {city.state}
              </option>
            ))}
          </select>
        </div>
      </search>
      {body}
    </div>
  );
}
