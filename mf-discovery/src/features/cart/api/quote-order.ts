import { type OrderQuote, type OrderQuoteRequest, orderQuoteSchema } from '@cerca/contracts/orders';
import { apiFetch } from '@cerca/session';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** Every query key of this resource, in one place. */
export const quoteKeys = {
  all: ['order-quote'] as const,
  of: (body: OrderQuoteRequest) => [...quoteKeys.all, body] as const,
};

/** POST /api/ordering/orders/quote — the server's subtotal, delivery fee and total of a cart. */
export async function quoteOrder(body: OrderQuoteRequest): Promise<OrderQuote> {
  return apiFetch('/api/ordering/orders/quote', orderQuoteSchema, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

export const quoteQueryOptions = (body: OrderQuoteRequest) =>
  queryOptions({ queryKey: quoteKeys.of(body), queryFn: () => quoteOrder(body), retry: false });

export function useOrderQuote(body: OrderQuoteRequest, enabled: boolean) {
  return useQuery({ ...quoteQueryOptions(body), enabled, placeholderData: keepPreviousData });
}
