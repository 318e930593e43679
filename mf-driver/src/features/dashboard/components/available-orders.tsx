import type { Driver } from '@cerca/contracts';
import {
  DELIVERY_SOCKET_EVENTS,
  type OfferedOrder,
  type OrderAvailableEvent,
  type OrderTakenEvent,
} from '@cerca/contracts/deliveries';
import { useTranslation } from '@cerca/i18n';
import { useRealtimeEvent } from '@cerca/session';
import { Button, EmptyState, ErrorState, Spinner, toast } from '@cerca/ui';
import { useQueryClient } from '@tanstack/react-query';
import { NS } from '../../../lib/i18n';
import { useAcceptOrder } from '../api/accept-order';
import { availableOrdersKeys, useAvailableOrders } from '../api/list-available-orders';
import { withOrder, withoutOrder } from '../lib/delivery-view';
import { OfferedOrderCard } from './offered-order-card';

/**
 * The zone's orders looking for a driver, only while available (spec 02 §4). Live through the
 * zone's room: a new one is added, one someone took is removed, and a reconnection refetches. The
 * room is asked for again each time the driver turns available (the server lets only available
 * drivers in, and takes them out when they stop). Offered orders carry no customer details.
 */
export function AvailableOrders({ userId, driver }: { userId: string; driver: Driver }) {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  const available = driver.is_available;
  const orders = useAvailableOrders(userId, available);
  const key = availableOrdersKeys.of(userId);
  const live = { room: `zone:${driver.zone_id}`, refetch: key, enabled: available };
  const update = (change: (list: OfferedOrder[]) => OfferedOrder[]) =>
    queryClient.setQueryData<OfferedOrder[]>(key, (list) => (list ? change(list) : list));

  useRealtimeEvent<OrderAvailableEvent>(
    DELIVERY_SOCKET_EVENTS.available,
    (event) => update((list) => withOrder(list, event.order)),
    live,
  );
  useRealtimeEvent<OrderTakenEvent>(
    DELIVERY_SOCKET_EVENTS.taken,
    (event) => update((list) => withoutOrder(list, event.order_id)),
    live,
  );

  let body: React.ReactNode;
  if (!available) body = <p className="mf-muted">{t('dashboard.available.offHint')}</p>;
  else if (orders.isPending) body = <Spinner label={t('states.loading')} />;
  else if (orders.isError)
    body = (
      <ErrorState
        title={t('dashboard.available.loadError')}
        description={orders.error.message}
        onRetry={() => orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  else if (orders.data.length === 0)
    body = (
      <EmptyState title={t('dashboard.available.empty')} description={t('dashboard.available.emptyHint')} />
    );
  else
    body = (
      <ul className="mf-plain-list mf-orders" data-testid="available-orders-list">
        {orders.data.map((order) => (
          <OfferedOrderCard key={order.id} order={order} testId="available-order">
            <AcceptButton userId={userId} orderId={order.id} />
          </OfferedOrderCard>
        ))}
      </ul>
    );

  return (
    <section className="mf-section" aria-labelledby="available-orders-title" data-testid="available-orders">
      <h2 id="available-orders-title">{t('dashboard.available.title')}</h2>
      <div aria-live="polite">{body}</div>
    </section>
  );
}

function AcceptButton({ userId, orderId }: { userId: string; orderId: string }) {
  const { t } = useTranslation(NS);
  const accept = useAcceptOrder(userId);
  return (
    <Button
      variant="primary"
      block
      disabled={accept.isPending}
      // The promise, not mutate's callbacks: the card (and this button) leaves the list as soon as
      // the answer arrives, and mutate's callbacks do not run for an unmounted button.
      onClick={() =>
        accept.mutateAsync(orderId).then(
          () => toast.success(t('dashboard.available.accepted')),
          () => toast.error(t('dashboard.available.acceptError')),
        )
      }
      data-testid="accept-order"
    >
      {accept.isPending ? t('dashboard.available.accepting') : t('dashboard.available.accept')}
    </Button>
  );
}
