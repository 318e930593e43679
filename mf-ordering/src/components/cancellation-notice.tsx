import type { Order } from '@cerca/contracts/orders';
import { useTranslation } from '@cerca/i18n';
import { NS } from '../lib/i18n';
import { cancellationLine } from './cancellation-text';
import './cancellation-notice.css';

/** "Cancelado por el negocio: Se nos acabó", under a cancelled order (My orders, the panel). */
export function CancellationNotice({
  order,
  'data-testid': testId,
}: {
  order: Pick<Order, 'cancelled_by' | 'cancel_reason' | 'cancel_note'>;
  'data-testid'?: string;
}) {
  const { t } = useTranslation(NS);
  const line = cancellationLine(order);
  if (!line) return null;
  const reason = 'text' in line.reason ? line.reason.text : t(line.reason.key);
  return (
    <p className="mf-cancellation" data-testid={testId}>
      {t(line.key, { reason })}
    </p>
  );
}
