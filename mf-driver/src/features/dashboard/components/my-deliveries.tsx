import { DELIVERY_FILTERS, type DeliveryFilter } from '@cerca/contracts/deliveries';
import { useTranslation } from '@cerca/i18n';
import { Button, EmptyState, ErrorState, Spinner } from '@cerca/ui';
import { useState } from 'react';
import { NS } from '../../../lib/i18n';
import { useDeliveries } from '../api/list-deliveries';
import { DeliveryCard } from './delivery-card';
import { DeliverySteps } from './delivery-steps';

/** 'Mis Pedidos' (spec 02 §2): this driver's orders, newest first, by filter, a page at a time. */
export function MyDeliveries({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const [filter, setFilter] = useState<DeliveryFilter>('all');
  const deliveries = useDeliveries(userId, filter);

  let body: React.ReactNode;
  if (deliveries.isPending) body = <Spinner label={t('states.loading')} />;
  else if (deliveries.isError)
    body = (
      <ErrorState
        title={t('dashboard.deliveries.loadError')}
        description={deliveries.error.message}
        onRetry={() => deliveries.refetch()}
        retrying={deliveries.isFetching}
      />
    );
  else {
    const orders = deliveries.data.pages.flatMap((page) => page.orders);
    body =
      orders.length === 0 ? (
        filter === 'all' ? (
          <EmptyState
            title={t('dashboard.deliveries.empty')}
            description={t('dashboard.deliveries.emptyHint')}
          />
        ) : (
          <EmptyState title={t('dashboard.deliveries.emptyFiltered')} />
        )
      ) : (
        <>
          <ul className="mf-plain-list mf-orders" data-testid="my-deliveries-list">
            {orders.map((order) => (
              <DeliveryCard key={order.id} order={order} testId="my-delivery">
                <DeliverySteps userId={userId} order={order} />
              </DeliveryCard>
            ))}
          </ul>
          {deliveries.hasNextPage ? (
            <Button
              variant="secondary"
              block
              onClick={() => deliveries.fetchNextPage()}
              disabled={deliveries.isFetchingNextPage}
              data-testid="my-deliveries-more"
            >
              {deliveries.isFetchingNextPage
                ? t('dashboard.deliveries.loadingMore')
                : t('dashboard.deliveries.more')}
            </Button>
          ) : null}
        </>
      );
  }

  return (
    <section className="mf-section" aria-labelledby="my-deliveries-title" data-testid="my-deliveries">
      <h2 id="my-deliveries-title">{t('dashboard.deliveries.title')}</h2>
      <fieldset className="mf-fieldset mf-filters">
        <legend className="cerca-visually-hidden">{t('dashboard.deliveries.filterLabel')}</legend>
        {DELIVERY_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            className="mf-filter"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
            data-testid={`deliveries-filter-${value}`}
          >
            {t(`dashboard.deliveries.filters.${value}`)}
          </button>
        ))}
      </fieldset>
      <div aria-busy={deliveries.isFetching}>{body}</div>
    </section>
  );
}
