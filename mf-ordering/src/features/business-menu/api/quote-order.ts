import { type OrderQuote, type OrderQuoteRequest, orderQuoteSchema } from '@cerca/contracts/orders';
import { apiFetch, refusalMessage } from '@cerca/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** A quantity stepper pressed several times asks once, this long after the last press. */
export const QUOTE_DEBOUNCE_MS = 300;

/** Every query key of this resource, in one place. */
export const quoteKeys = {
  all: ['order-quote'] as const,
  /** The request as JSON text: equal carts share one answer. */
  of: (body: string) => [...quoteKeys.all, body] as const,
};

/** POST /api/ordering/orders/quote — the server's line totals, subtotal, delivery fee and total. */
export async function quoteOrder(body: OrderQuoteRequest): Promise<OrderQuote> {
  return apiFetch('/api/ordering/orders/quote', orderQuoteSchema, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

export const quoteQueryOptions = (body: string) =>
  queryOptions({
    queryKey: quoteKeys.of(body),
    queryFn: () => quoteOrder(JSON.parse(body) as OrderQuoteRequest),
    retry: false,
  });

/**
 * What the server says a cart costs, for what the customer sees now: `quoting` while a change
 * waits for its answer (the page shows "—", never an amount of another cart), `error` with the
 * server's Spanish refusal (null when the server could not say: the page shows its own text).
 */
export type CartQuote =
  | { status: 'idle' }
  | { status: 'quoting' }
  | { status: 'error'; refusal: string | null }
  | { status: 'ready'; quote: OrderQuote };

/** The quote of `body` (null: nothing to quote), asked once its changes settle. */
export function useCartQuote(body: OrderQuoteRequest | null): CartQuote {
  const wanted = body ? JSON.stringify(body) : null;
  const settled = useDebouncedValue(wanted, QUOTE_DEBOUNCE_MS);
  const query = useQuery({ ...quoteQueryOptions(settled ?? ''), enabled: settled !== null });
  if (wanted === null) return { status: 'idle' };
  if (settled !== wanted || query.isPending) return { status: 'quoting' };
  if (query.isError) return { status: 'error', refusal: refusalMessage(query.error) };
  return { status: 'ready', quote: query.data };
}
