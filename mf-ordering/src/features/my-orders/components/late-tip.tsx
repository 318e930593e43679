import type { MyOrder } from '@cerca/contracts/orders';
import { formatMoney, useTranslation } from '@cerca/i18n';
import { Button, toast } from '@cerca/ui';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { tipChoiceOf } from '../../../components/tip-picker/tip-choice';
import { TipPicker } from '../../../components/tip-picker/tip-picker';
import { NS } from '../../../lib/i18n';
import { useAddLateTip } from '../api/late-tip';
import { lateTipFailureKey, lateTipOpen } from '../lib/late-tip';
import './late-tip-texts';

/** "Propina después de la entrega: $20.00" (or in process, or not charged) under a delivered order. */
export function LateTipLine({ order }: { order: MyOrder }) {
  const { t } = useTranslation(NS);
  if (!order.late_tip) return null;
  return (
    <p className="mf-muted mf-small" data-testid="my-order-late-tip" data-status={order.late_tip.status}>
      {t(`lateTip.line.${order.late_tip.status}`, { amount: formatMoney(order.late_tip.amount) })}
    </p>
  );
}

/** "Agregar propina" while the order is open for rating and no tip was given after delivery. */
export function LateTipAction({ order, userId }: { order: MyOrder; userId: string }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  if (!lateTipOpen(order, new Date()) && !open) return null;
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setOpen(true)}
        data-testid="my-order-late-tip-action"
      >
        {t('lateTip.action')}
      </Button>
      {open ? <LateTipDialog orderId={order.id} userId={userId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/**
 * The tip, chosen as at checkout; the server computes and charges it. A refusal or a declined card
 * stays in the dialog (no toast over the button), with the choice kept to try again.
 */
function LateTipDialog({
  orderId,
  userId,
  onClose,
}: {
  orderId: string;
  userId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(NS);
  const [option, setOption] = useState('amount-20');
  const [other, setOther] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const add = useAddLateTip(userId);

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    const tip = tipChoiceOf(option, other);
    if (!tip) return setFailure(t('lateTip.missing'));
    setFailure(null);
    try {
      const result = await add.mutateAsync({ orderId, tip });
      if (result.status === 'failed') return setFailure(t(lateTipFailureKey(result.failure_code)));
      onClose();
      toast.success(t(result.status === 'succeeded' ? 'lateTip.thanks' : 'lateTip.processing'));
    } catch (cause) {
      setFailure(cause instanceof Error && cause.message ? cause.message : t('lateTip.error'));
    }
  };

  return (
    <FormDialog
      title={t('lateTip.title')}
      description={t('lateTip.description')}
      backLabel={t('lateTip.back')}
      submitLabel={t('lateTip.submit')}
      sending={add.isPending}
      onClose={onClose}
      onSubmit={send}
      submitTestId="late-tip-submit"
      data-testid="late-tip-dialog"
    >
      <TipPicker
        value={option}
        other={other}
        disabled={add.isPending}
        onChange={(next) => {
          setOption(next);
          setFailure(null);
        }}
        onOtherChange={setOther}
        data-testid="late-tip-picker"
      />
      {failure ? (
        <p className="mf-error" role="alert" data-testid="late-tip-error">
          {failure}
        </p>
      ) : null}
    </FormDialog>
  );
}
