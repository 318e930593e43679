import { type OrderPaymentPage, orderPaymentPageSchema } from '@cerca/contracts/order-payment';
import { apiFetch } from '@cerca/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { myOrdersKeys } from './list-my-orders';

// Issue 25: the payment of a card or OXXO order (/my-orders?pay=<order>).

export const orderPaymentKeys = { of: (orderId: string) => ['order-payment', orderId] as const };
const base = (orderId: string) => `/api/ordering/me/orders/${encodeURIComponent(orderId)}/payment`;

export function useOrderPayment(orderId: string) {
  return useQuery({
    queryKey: orderPaymentKeys.of(orderId),
    queryFn: () => apiFetch(base(orderId), orderPaymentPageSchema),
    retry: false,
  });
}

export type PaymentStep =
  | { kind: 'card'; cardNumber?: string }
  | { kind: 'cash' }
  | { kind: 'local'; action: 'authenticate' | 'fail_authentication' | 'pay_voucher' | 'expire_voucher' };

function send(orderId: string, step: PaymentStep): Promise<OrderPaymentPage> {
  const url =
    step.kind === 'card'
      ? `${base(orderId)}/card`
      : step.kind === 'cash'
        ? `${base(orderId)}/cash`
        : `${base(orderId)}/local/${step.action}`;
  return apiFetch(url, orderPaymentPageSchema, {
    method: 'POST',
    body: JSON.stringify(step.kind === 'card' && step.cardNumber ? { card_number: step.cardNumber } : {}),
  });
}

export function usePaymentStep(orderId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: PaymentStep) => send(orderId, step),
    onSuccess: (page) => queryClient.setQueryData(orderPaymentKeys.of(orderId), page),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myOrdersKeys.of(userId) }),
  });
}
