import type { DeliveryOrder, DriverOrderStatus } from '@cerca/contracts/deliveries';
import { useTranslation } from '@cerca/i18n';
import { Button, Dialog, toast } from '@cerca/ui';
import { useState } from 'react';
import { NS } from '../../../lib/i18n';
import { useUpdateDeliveryStatus } from '../api/update-delivery-status';
import { driverStatusLabelKey, stepActions } from '../lib/delivery-view';

/** The next steps of a delivery (spec 02 §4): Recoger / Cancelar, then Marcar como entregado. */
export function DeliverySteps({ userId, order }: { userId: string; order: DeliveryOrder }) {
  const { t } = useTranslation(NS);
  const update = useUpdateDeliveryStatus(userId);
  const [confirming, setConfirming] = useState(false);
  const deliveryId = order.driver_order?.id;
  const actions = stepActions(order);
  if (!deliveryId || actions.length === 0) return null;

  const move = (status: DriverOrderStatus) => {
    setConfirming(false);
    // The promise, not mutate's callbacks: under a filter the card may leave the list (delivered
    // is no longer active) before they would run.
    update.mutateAsync({ deliveryId, status }).then(
      () => toast.success(t('dashboard.stepDone', { label: t(driverStatusLabelKey(status)) })),
      () => toast.error(t('dashboard.stepError')),
    );
  };

  return (
    <>
      {actions.map((action) => (
        <Button
          key={action.status}
          variant={action.variant}
          disabled={update.isPending}
          onClick={() => (action.confirm ? setConfirming(true) : move(action.status))}
          data-testid={`delivery-step-${action.status}`}
        >
          {t(`dashboard.steps.${action.status}`)}
        </Button>
      ))}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('dashboard.cancel.title')}
        description={t('dashboard.cancel.text')}
        size="sm"
        data-testid="cancel-delivery-dialog"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('dashboard.cancel.keep')}
            </Button>
            <Button variant="danger" onClick={() => move('cancelled')} data-testid="cancel-delivery-confirm">
              {t('dashboard.cancel.confirm')}
            </Button>
          </>
        }
      />
    </>
  );
}
