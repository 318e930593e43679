import { useTranslation } from '@cerca/i18n';
import { PageLoader } from '@cerca/remote-kit';
import { ErrorState } from '@cerca/ui';
import type { ReactNode } from 'react';
import { NS } from '../../../lib/i18n';

/** A tab's query while it loads or after it failed ('Error al cargar los datos', spec 02 §8), else its content. */
export function LoadState({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  children: () => ReactNode;
}) {
  const { t } = useTranslation(NS);
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <ErrorState
        title={t('cityDashboard.loadError')}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  return <>{children()}</>;
}
