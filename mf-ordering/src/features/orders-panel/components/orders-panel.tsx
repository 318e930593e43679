import { BUSINESS_CANCEL_REASONS, type OrderEvent } from '@cerca/contracts/orders';
import {
  nextOrderStatus,
  ORDER_PERIODS,
  type OrderPeriod,
  PANEL_ORDER_STATUSES,
  type PanelOrder,
  type PanelOrderStatus,
} from '@cerca/contracts/orders-panel';
import { formatMoney, useTranslation } from '@cerca/i18n';
import { PageLoader } from '@cerca/remote-kit';
import { Navigate } from '@cerca/router';
import { useRealtimeEvent } from '@cerca/session';
import { Button, EmptyState, ErrorState, Spinner, toast } from '@cerca/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { AmountList } from '../../../components/amount-list';
import { CancelOrderDialog } from '../../../components/cancel-order-dialog';
import { SearchField, SelectField } from '../../../components/filter-fields';
import { NS } from '../../../lib/i18n';
import { useAssignDriver } from '../api/assign-driver';
import { useCancelOrder } from '../api/cancel-order';
import { ordersPanelKeys, useBusinessOrders } from '../api/get-business-orders';
import { useCityDrivers } from '../api/get-city-drivers';
import { useOrdersSummary } from '../api/get-orders-summary';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { playNewOrderSound } from '../lib/new-order-sound';
import { failureText, ORDER_EVENTS, quickAssignSlots, shortOrderId, statusKey } from '../lib/orders-panel';
import { DriverPicker } from './driver-picker';
import { DriverRow } from './driver-row';
import { HelpReportsSection } from './help-reports-section';
import { OrderCard } from './order-card';
import { OrderTicket } from './order-ticket';
import { OrdersPauseControl } from './orders-pause-control';
import { PreparationTimeControl } from './preparation-time-control';
import './orders-panel.css';

/** The business orders panel 'Pedidos y Ventas' (spec 02 §2), for the business's owner. */
export function OrdersPanel({ businessId }: { businessId: string }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<PanelOrderStatus | ''>('');
  const [period, setPeriod] = useState<OrderPeriod>('all');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search);
  const summary = useOrdersSummary(businessId, period);
  const orders = useBusinessOrders(businessId, { status, period, q });
  const drivers = useCityDrivers(businessId);
  const advance = useUpdateOrderStatus(businessId);
  const assign = useAssignDriver(businessId);
  const [picking, setPicking] = useState<Pick<PanelOrder, 'id'> | null>(null);
  const cancel = useCancelOrder(businessId);
  const [cancelling, setCancelling] = useState<PanelOrder | null>(null);
  const [ticket, setTicket] = useState<PanelOrder | null>(null);
  const announced = useRef(new Set<string>());
  const forbidden = (summary.error as { status?: number } | null)?.status === 403;

  useEffect(() => {
    if (forbidden) toast.error(t('ordersPanel.forbidden'));
  }, [forbidden, t]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ordersPanelKeys.business(businessId) });
  const realtime = {
    room: `business:${businessId}`,
    refetch: ordersPanelKeys.business(businessId),
    enabled: !forbidden,
  };
  useRealtimeEvent<OrderEvent>(
    ORDER_EVENTS.created,
    (event) => {
      if (event.business_id !== businessId || announced.current.has(event.order_id)) return;
      announced.current.add(event.order_id);
      playNewOrderSound();
      toast.success(t('ordersPanel.newOrder'), {
        description: t('ordersPanel.newOrderDetail', { id: shortOrderId(event.order_id) }),
      });
      void refresh();
    },
    realtime,
  );
  useRealtimeEvent<OrderEvent>(
    ORDER_EVENTS.status,
    (event) => {
      if (event.business_id === businessId) void refresh();
    },
    realtime,
  );

  if (forbidden) return <Navigate to="/profile?tab=my_businesses" replace />;
  if (summary.isPending) return <PageLoader />;
  if (summary.isError) {
    return (
      <div className="mf-page" data-testid="orders-panel-error">
        <ErrorState
          title={t('ordersPanel.loadError')}
          onRetry={() => summary.refetch()}
          retrying={summary.isFetching}
        />
      </div>
    );
  }

  const data = summary.data;
  const list = orders.data?.pages.flatMap((page) => page.orders) ?? [];
  const quick = quickAssignSlots(data.assignable_orders);
  const filtered = status !== '' || q.trim() !== '' || period !== 'all';

  const onAdvance = (order: PanelOrder) => {
    const next = nextOrderStatus(order.status);
    if (!next) return;
    advance.mutate(
      { orderId: order.id, status: next },
      {
        onSuccess: () => toast.success(t('ordersPanel.statusUpdated', { label: t(statusKey(next)) })),
        onError: (error) => toast.error(failureText(error, t('ordersPanel.statusError'))),
      },
    );
  };
  const onPick = (driverId: string) => {
    if (!picking) return;
    assign.mutate(
      { orderId: picking.id, driverId },
      {
        onSuccess: () => {
          toast.success(t('ordersPanel.driverAssigned'));
          setPicking(null);
        },
        onError: (error) => toast.error(failureText(error, t('ordersPanel.assignError'))),
      },
    );
  };

  const cards = [
    { key: 'total', value: String(data.total_orders) },
    { key: 'pending', value: String(data.pending_orders) },
    { key: 'revenue', value: formatMoney(data.revenue) },
    { key: 'average', value: formatMoney(data.average_ticket) },
  ] as const;

  return (
    <section className="mf-page mf-stack mf-orders-panel" data-testid="orders-panel">
      <header>
        <p className="mf-eyebrow">{data.business.name}</p>
        <h1 className="mf-title">{t('ordersPanel.title')}</h1>
        <p className="mf-muted">{t('ordersPanel.subtitle')}</p>
      </header>

      <OrdersPauseControl businessId={businessId} />
      <PreparationTimeControl businessId={businessId} />

      <ul className="mf-orders-cards" aria-label={t('ordersPanel.cards.label')}>
        {cards.map((card) => (
          <li key={card.key} className="mf-orders-card" data-testid={`orders-card-${card.key}`}>
            <span className="mf-muted">{t(`ordersPanel.cards.${card.key}`)}</span>
            <strong>{card.value}</strong>
          </li>
        ))}
      </ul>

      <search className="mf-orders-filters" aria-label={t('ordersPanel.filters.label')}>
        <SearchField
          id={`${id}-q`}
          className="mf-orders-filters__search"
          label={t('ordersPanel.filters.search')}
          value={search}
          placeholder={t('ordersPanel.filters.searchPlaceholder')}
          onChange={(event) => setSearch(event.target.value)}
        />
        <SelectField
          id={`${id}-status`}
          label={t('ordersPanel.filters.status')}
          value={status}
          onChange={(event) => setStatus(event.target.value as PanelOrderStatus | '')}
          anyLabel={t('ordersPanel.filters.allStatuses')}
          // An order awaiting its card or OXXO payment never reaches the panel (issue 25).
          options={PANEL_ORDER_STATUSES.filter((value) => value !== 'awaiting_payment').map((value) => ({
            value,
            label: t(statusKey(value)),
          }))}
        />
        <SelectField
          id={`${id}-period`}
          label={t('ordersPanel.filters.period')}
          value={period}
          onChange={(event) => setPeriod(event.target.value as OrderPeriod)}
          options={ORDER_PERIODS.map((value) => ({
            value,
            label: t(`ordersPanel.filters.periods.${value}`),
          }))}
        />
      </search>

      <div className="mf-orders-layout">
        <div className="mf-stack">
          <HelpReportsSection businessId={businessId} />
          <section className="mf-stack" aria-labelledby={`${id}-orders`}>
            <h2 id={`${id}-orders`} className="mf-orders-heading">
              {t('ordersPanel.orders.heading')}
            </h2>
            {orders.isPending ? (
              <Spinner />
            ) : orders.isError ? (
              <ErrorState
                title={t('ordersPanel.loadError')}
                onRetry={() => orders.refetch()}
                retrying={orders.isFetching}
              />
            ) : list.length === 0 ? (
              <EmptyState
                title={t(filtered ? 'ordersPanel.orders.emptyFiltered' : 'ordersPanel.orders.empty')}
              />
            ) : (
              <ul
                className="mf-plain-list mf-order-list"
                data-testid="order-list"
                aria-busy={orders.isFetching}
              >
                {list.map((order) => (
                  <OrderCard
                    key={order.id}
                    order={order}
                    busy={advance.isPending || assign.isPending || cancel.isPending}
                    onAdvance={onAdvance}
                    onAssign={setPicking}
                    onCancel={setCancelling}
                    onPrint={setTicket}
                  />
                ))}
              </ul>
            )}
            {orders.hasNextPage ? (
              <Button
                variant="secondary"
                onClick={() => orders.fetchNextPage()}
                disabled={orders.isFetchingNextPage}
              >
                {t('ordersPanel.orders.more')}
              </Button>
            ) : null}
          </section>
        </div>

        <aside className="mf-stack mf-orders-aside">
          <section className="mf-orders-box" aria-labelledby={`${id}-quick`}>
            <h2 id={`${id}-quick`} className="mf-orders-heading">
              {t('ordersPanel.quickAssign.heading')}
            </h2>
            <p className="mf-muted">{t('ordersPanel.quickAssign.hint')}</p>
            {quick.shown.length === 0 ? (
              <p className="mf-muted">{t('ordersPanel.quickAssign.empty')}</p>
            ) : (
              <div className="mf-quick-assign" data-testid="quick-assign">
                {quick.shown.map((order) => (
                  <Button key={order.id} size="sm" variant="secondary" onClick={() => setPicking(order)}>
                    {t('ordersPanel.quickAssign.button', { id: shortOrderId(order.id, 6) })}
                  </Button>
                ))}
                {quick.more > 0 ? (
                  <span className="mf-quick-assign__more">
                    {t('ordersPanel.quickAssign.more', { count: quick.more })}
                  </span>
                ) : null}
              </div>
            )}
          </section>

          <section className="mf-orders-box" aria-labelledby={`${id}-sales`} data-testid="sales-summary">
            <h2 id={`${id}-sales`} className="mf-orders-heading">
              {t('ordersPanel.sales.heading')}
            </h2>
            <AmountList
              className="mf-order-money"
              rows={[
                { key: 'completed', label: t('ordersPanel.sales.completed'), value: data.completed_orders },
                { key: 'pending', label: t('ordersPanel.sales.pending'), value: data.pending_orders },
                { key: 'cancelled', label: t('ordersPanel.sales.cancelled'), value: data.cancelled_orders },
                {
                  key: 'shipping',
                  label: t('ordersPanel.sales.shipping'),
                  value: formatMoney(data.shipping_revenue),
                },
                {
                  key: 'average',
                  label: t('ordersPanel.sales.average'),
                  value: formatMoney(data.average_ticket),
                },
                {
                  key: 'revenue',
                  label: t('ordersPanel.sales.revenue'),
                  value: formatMoney(data.revenue),
                  total: true,
                },
              ]}
            />
            <h3 className="mf-order-card__heading">{t('ordersPanel.sales.byStatus')}</h3>
            <ul className="mf-plain-list mf-plain-list--spread mf-orders-by-status">
              {data.by_status.map((row) => (
                <li key={row.status}>
                  <span className={`mf-order-status mf-order-status--${row.status}`}>
                    {t(statusKey(row.status))}
                  </span>
                  <span>{row.count}</span>
                </li>
              ))}
            </ul>
          </section>

          <section className="mf-orders-box" aria-labelledby={`${id}-drivers`}>
            <h2 id={`${id}-drivers`} className="mf-orders-heading">
              {t('ordersPanel.drivers.heading')}
            </h2>
            {drivers.isPending ? (
              <Spinner />
            ) : drivers.isError ? (
              <ErrorState
                title={t('ordersPanel.driversError')}
                onRetry={() => drivers.refetch()}
                retrying={drivers.isFetching}
              />
            ) : drivers.data.length === 0 ? (
              <p className="mf-muted">{t('ordersPanel.drivers.empty')}</p>
            ) : (
              <ul className="mf-plain-list mf-driver-list">
                {drivers.data.map((driver) => (
                  <DriverRow key={driver.id} driver={driver} />
                ))}
              </ul>
            )}
          </section>
        </aside>
      </div>

      {picking ? (
        <DriverPicker
          businessId={businessId}
          order={picking}
          assigning={assign.isPending}
          onPick={onPick}
          onClose={() => setPicking(null)}
        />
      ) : null}
      {ticket ? (
        <OrderTicket order={ticket} businessName={data.business.name} onClose={() => setTicket(null)} />
      ) : null}
      {cancelling ? (
        <CancelOrderDialog
          open
          onClose={() => setCancelling(null)}
          title={t(
            cancelling.status === 'pending'
              ? 'ordersPanel.orders.rejectTitle'
              : 'ordersPanel.orders.cancelTitle',
            { id: shortOrderId(cancelling.id) },
          )}
          description={t('ordersPanel.orders.cancelDescription')}
          confirmLabel={t(
            cancelling.status === 'pending' ? 'ordersPanel.orders.reject' : 'ordersPanel.orders.cancel',
          )}
          reasons={BUSINESS_CANCEL_REASONS}
          pending={cancel.isPending}
          onConfirm={(body) => {
            const rejected = cancelling.status === 'pending';
            cancel.mutate(
              { orderId: cancelling.id, body },
              {
                onSuccess: () => {
                  toast.success(t(rejected ? 'ordersPanel.orders.rejected' : 'ordersPanel.orders.cancelled'));
                  setCancelling(null);
                },
                onError: (error) => toast.error(failureText(error, t('ordersPanel.orders.cancelError'))),
              },
            );
          }}
          data-testid="order-cancel-dialog"
        />
      ) : null}
    </section>
  );
}
