import {
  type DeliveryFeeForm as DeliveryFeeValues,
  deliveryFeeFormSchema,
} from '@cerca/contracts/menu-manager';
import { useTranslation } from '@cerca/i18n';
import { Button, toast } from '@cerca/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { NS } from '../../../lib/i18n';
import { useSetDeliveryFee } from '../api/set-delivery-fee';
import { failureText } from '../lib/menu-form';

/** Costo de envío: what every new order adds for delivery; 0 is free. Orders placed keep theirs. */
export function DeliveryFeeForm({ businessId, deliveryFee }: { businessId: string; deliveryFee: string }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const save = useSetDeliveryFee(businessId);
  const form = useForm<DeliveryFeeValues>({
    resolver: zodResolver(deliveryFeeFormSchema),
    values: { delivery_fee: deliveryFee },
  });
  const submit = form.handleSubmit(
    (values) =>
      save.mutate(values.delivery_fee, {
        onSuccess: () => toast.success(t('menu.deliveryFee.saved')),
        onError: (error) => toast.error(failureText(error, t('menu.deliveryFee.error'))),
      }),
    () => toast.error(t('menu.deliveryFee.invalid')),
  );
  return (
    <form className="mf-menu-add-category" onSubmit={submit} noValidate>
      <div className="mf-field">
        <label htmlFor={id}>{t('menu.deliveryFee.label')}</label>
        <input
          id={id}
          inputMode="decimal"
          aria-describedby={`${id}-hint`}
          aria-invalid={form.formState.errors.delivery_fee ? true : undefined}
          {...form.register('delivery_fee')}
          data-testid="menu-delivery-fee"
        />
        <p id={`${id}-hint`} className="mf-hint">
          {t('menu.deliveryFee.hint')}
        </p>
      </div>
      <Button type="submit" variant="secondary" loading={save.isPending} data-testid="menu-delivery-fee-save">
        {t('menu.deliveryFee.save')}
      </Button>
    </form>
  );
}
