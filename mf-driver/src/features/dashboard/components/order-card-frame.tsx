import { formatDateTime, useTranslation } from '@cerca/i18n';
import type { ReactNode } from 'react';
import { NS } from '../../../lib/i18n';
import { shortOrderId } from '../lib/delivery-view';

/**
 * What every order card shows around its body: the business as the card's title, the order's
 * number and time, an optional status chip, and the card's actions at the bottom. `id` (from
 * useId) names the title.
 */
export function OrderCardFrame({
  id,
  order,
  testId,
  chip,
  actions,
  children,
}: {
  id: string;
  order: { id: string; created_at: string; business: { name: string } };
  testId: string;
  chip?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation(NS);
  return (
    <li className="mf-order" aria-labelledby={`${id}-title`} data-testid={testId} data-order-id={order.id}>
      <div className="mf-order__top">
        <div className="mf-order__who">
          <h3 id={`${id}-title`}>{order.business.name}</h3>
          <span className="mf-muted mf-small">
            {t('dashboard.order.number', { id: shortOrderId(order.id) })} · {formatDateTime(order.created_at)}
          </span>
        </div>
        {chip}
      </div>
      {children}
      {actions ? <div className="mf-order__steps">{actions}</div> : null}
    </li>
  );
}
