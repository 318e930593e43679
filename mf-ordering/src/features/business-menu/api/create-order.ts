import type { CreateOrderRequest } from '@cerca/contracts/order-request';
import { type Order, orderSchema } from '@cerca/contracts/orders';
import { apiFetch } from '@cerca/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '../../../lib/query-roots';

/** POST /api/ordering/orders — a cash-on-delivery order; the same idempotency_key makes one order. */
export async function createOrder(body: CreateOrderRequest): Promise<Order> {
  return apiFetch('/api/ordering/orders', orderSchema, { method: 'POST', body: JSON.stringify(body) });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    // "Ver mis pedidos" must list it, even when /my-orders was opened moments ago.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.myOrders }),
  });
}
