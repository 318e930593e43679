import { type CreateOrderRequest, type Order, orderSchema } from '@cerca/contracts/orders';
import { apiFetch } from '@cerca/session';
import { useMutation } from '@tanstack/react-query';

/** POST /api/ordering/orders — a cash-on-delivery order; the same idempotency_key makes one order. */
export async function createOrder(body: CreateOrderRequest): Promise<Order> {
  return apiFetch('/api/ordering/orders', orderSchema, { method: 'POST', body: JSON.stringify(body) });
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
