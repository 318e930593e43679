import {
  CUSTOMER_CANCEL_REASONS,
  type MyOrder,
  ORDER_SOCKET_EVENTS,
  ORDER_STATUSES,
  type OrderEvent,
  type OrderStatus,
} from '@cerca/contracts/orders';
import { formatDateTime, formatMoney, useTranslation } from '@cerca/i18n';
import { PageLoader } from '@cerca/remote-kit';
import { Link, useSearchParams } from '@cerca/router';
import { useRealtimeEvent, useSession } from '@cerca/session';
import { Button, buttonClassName, EmptyState, ErrorState, toast } from '@cerca/ui';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { AmountList } from '../../../components/amount-list';
import { CancelOrderDialog } from '../../../components/cancel-order-dialog';
import { CancellationNotice } from '../../../components/cancellation-notice';
import { SearchField, SelectField } from '../../../components/filter-fields';
import { NS } from '../../../lib/i18n';
import { useCancelMyOrder } from '../api/cancel-my-order';
import { type MyOrdersFilters, myOrdersKeys, useMyOrders } from '../api/list-my-orders';
import { orderLinks, shortOrderId, statusLabelKey, withStatus } from '../lib/order-view';
import { LateTipAction, LateTipLine } from './late-tip';
import { OrderHelpAction, OrderHelpReports } from './order-help';
import { OrderPaymentPanel } from './order-payment-panel';
import { OrderPaymentSummary } from './order-payment-summary';
import { MyOrderProgress } from './order-progress';
import { OrderRating } from './order-rating';
import './my-orders.css';

/**
 * /my-orders: the customer's orders, newest first, with search (order id or business name) and a
 * status filter. A status change the business makes arrives by socket and changes the card at once.
 */
export function MyOrders() {
  const { t } = useTranslation(NS);
  const session = useSession();
  const userId = session.user?.id;
  // /my-orders?pay=<order>: paying a card or OXXO order (issue 25).
  const [params] = useSearchParams();
  const paying = params.get('pay');
  if (!userId) return <PageLoader />;
  return (
    <div className="mf-page mf-my-orders" data-testid="my-orders">
      <header className="mf-my-orders__header">
        <h1>{t('orders.title')}</h1>
        <p className="mf-muted">{t('orders.subtitle')}</p>
      </header>
      {paying ? <OrderPaymentPanel orderId={paying} userId={userId} /> : null}
      <OrdersList userId={userId} />
    </div>
  );
}

function OrdersList({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const searchId = useId();
  const statusId = useId();
  const queryClient = useQueryClient();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const filters: MyOrdersFilters = { q: useDeferredValue(q), status };
  const orders = useMyOrders(userId, filters);

  useRealtimeEvent<OrderEvent>(
    ORDER_SOCKET_EVENTS.status,
    (event) => {
      // Change the card in every cached list at once, then refetch (a status filter may now exclude it;
      // the progress entries beside the lists move too). Only the lists hold pages.
      queryClient.setQueriesData<InfiniteData<{ items: MyOrder[]; next_cursor: string | null }>>(
        { queryKey: myOrdersKeys.lists(userId) },
        (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((page) => ({ ...page, items: withStatus(page.items, event) })),
              }
            : data,
      );
      void queryClient.invalidateQueries({ queryKey: myOrdersKeys.of(userId) });
    },
    { refetch: myOrdersKeys.of(userId) },
  );

  const filtering = filters.q.trim() !== '' || status !== '';
  let body: React.ReactNode;
  if (orders.isPending) body = <PageLoader />;
  else if (orders.isError)
    body = (
      <ErrorState
        title={t('orders.loadError')}
        description={orders.error.message}
        onRetry={() => orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  else {
    const items = orders.data.pages.flatMap((page) => page.items);
    body =
      items.length === 0 ? (
        filtering ? (
          <EmptyState title={t('orders.noMatches')} description={t('orders.noMatchesHint')} />
        ) : (
          <EmptyState title={t('orders.empty')} description={t('orders.emptyHint')} />
        )
      ) : (
        <>
          <ul className="mf-plain-list mf-my-orders__list" data-testid="my-orders-list">
            {items.map((order) => (
              <OrderCard key={order.id} order={order} userId={userId} />
            ))}
          </ul>
          {orders.hasNextPage ? (
            <Button
              variant="secondary"
              onClick={() => orders.fetchNextPage()}
              disabled={orders.isFetchingNextPage}
              data-testid="my-orders-more"
            >
              {orders.isFetchingNextPage ? t('orders.loadingMore') : t('orders.more')}
            </Button>
          ) : null}
        </>
      );
  }

  return (
    <>
      <search className="mf-my-orders__filters">
        <SearchField
          id={searchId}
          label={t('orders.search')}
          hideLabel
          value={q}
          maxLength={100}
          placeholder={t('orders.searchPlaceholder')}
          onChange={(event) => setQ(event.target.value)}
          data-testid="my-orders-search"
        />
        <SelectField
          id={statusId}
          label={t('orders.statusFilter')}
          hideLabel
          value={status}
          onChange={(event) => setStatus(event.target.value as OrderStatus | '')}
          anyLabel={t('orders.allStatuses')}
          options={ORDER_STATUSES.map((value) => ({ value, label: t(statusLabelKey(value)) }))}
          data-testid="my-orders-status"
        />
      </search>
      {body}
    </>
  );
}

function OrderCard({ order, userId }: { order: MyOrder; userId: string }) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const [cancelling, setCancelling] = useState(false);
  const cancel = useCancelMyOrder(userId);
  return (
    <li className="mf-order-card" aria-labelledby={titleId} data-testid="my-order" data-order-id={order.id}>
      <div className="mf-order-card__top">
        {order.business.photo_url ? (
          <img src={order.business.photo_url} alt="" width={56} height={56} loading="lazy" />
        ) : null}
        <div className="mf-order-card__who">
          <h2 id={titleId} className="mf-order-card__business">
            <Link to={`/businesses/${encodeURIComponent(order.business.id)}`}>{order.business.name}</Link>
          </h2>
          <span className="mf-muted mf-small">
            {t('orders.orderNumber', { id: shortOrderId(order.id) })} ·{' '}
            {t('orders.placedAt', { date: formatDateTime(order.created_at) })}
          </span>
        </div>
        <span
          className={`mf-order-status mf-order-status--${order.status}`}
          data-testid="my-order-status"
          aria-live="polite"
        >
          {t(statusLabelKey(order.status))}
        </span>
      </div>
      <ul className="mf-plain-list mf-plain-list--spread mf-order-card__items" aria-label={t('orders.items')}>
        {order.items.map((line, index) => (
          <li key={line.id ?? index}>
            <span>
              {t('orders.quantity', { count: line.quantity })} {line.item_name}
              {line.variant_name ? ` (${line.variant_name})` : ''}
              {line.notes ? <span className="mf-muted mf-small"> — “{line.notes}”</span> : null}
            </span>
            <span>{formatMoney(line.line_total)}</span>
          </li>
        ))}
      </ul>
      <AmountList
        className="mf-order-card__totals"
        rows={[
          { key: 'subtotal', label: t('orders.subtotal'), value: formatMoney(order.subtotal_amount) },
          { key: 'shipping', label: t('orders.shipping'), value: formatMoney(order.shipping_amount) },
          ...(order.applied_promotion
            ? [
                {
                  key: 'discount',
                  label: t('orders.discount', { title: order.applied_promotion.title }),
                  value: `−${formatMoney(order.discount_amount)}`,
                  testId: 'my-order-discount',
                },
              ]
            : []),
          ...(Number(order.tip_amount) > 0
            ? [
                {
                  key: 'tip',
                  label: t('orders.tip'),
                  value: formatMoney(order.tip_amount),
                  testId: 'my-order-tip',
                },
              ]
            : []),
          {
            key: 'total',
            label: t('orders.total'),
            value: formatMoney(order.total_amount),
            total: true,
            testId: 'my-order-total',
          },
        ]}
      />
      <p className="mf-muted mf-small">
        {order.payment_method === 'cash'
          ? t('orders.payment')
          : t(`orders.paymentMethods.${order.payment_method}`)}{' '}
        · {t('orders.deliverTo')}: {order.delivery_address}
      </p>
      {order.cash_tendered && order.cash_change ? (
        <p className="mf-muted mf-small" data-testid="my-order-cash">
          {t('orders.cash', {
            tendered: formatMoney(order.cash_tendered),
            change: formatMoney(order.cash_change),
          })}
        </p>
      ) : null}
      <OrderPaymentSummary order={order} />
      <LateTipLine order={order} />
      <MyOrderProgress order={order} userId={userId} />
      <CancellationNotice order={order} data-testid="my-order-cancellation" />
      <OrderHelpReports order={order} />
      <div className="mf-order-card__actions">
        <OrderRating order={order} userId={userId} />
        <LateTipAction order={order} userId={userId} />
        <OrderHelpAction order={order} userId={userId} />
        {order.status === 'pending' || order.status === 'awaiting_payment' ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setCancelling(true)}
            data-testid="my-order-cancel"
          >
            {t('orders.cancel.action')}
          </Button>
        ) : null}
        {orderLinks(order).map((link) => (
          <Link
            key={link.key}
            to={link.to}
            className={buttonClassName({
              variant: link.key === 'reorder' ? 'primary' : 'secondary',
              size: 'sm',
            })}
            data-testid={`my-order-${link.key}`}
          >
            {t(`orders.actions.${link.key}`)}
          </Link>
        ))}
      </div>
      {cancelling ? (
        <CancelOrderDialog
          open
          onClose={() => setCancelling(false)}
          title={t('orders.cancel.title')}
          description={t('orders.cancel.description')}
          confirmLabel={t('orders.cancel.confirm')}
          reasons={CUSTOMER_CANCEL_REASONS}
          pending={cancel.isPending}
          onConfirm={(body) =>
            // The promise, not mutate's callbacks: the refetch may replace this card first.
            cancel.mutateAsync({ orderId: order.id, body }).then(
              () => {
                toast.success(t('orders.cancel.done'));
                setCancelling(false);
              },
              (error: unknown) =>
                toast.error(
                  error instanceof Error && error.message ? error.message : t('orders.cancel.error'),
                ),
            )
          }
          data-testid="my-order-cancel-dialog"
        />
      ) : null}
    </li>
  );
}
