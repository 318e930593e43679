import { formatMoney, useTranslation } from '@cerca/i18n';
import { VisuallyHidden } from '@cerca/ui';
import { NS } from '../../../lib/i18n';
import type { CartQuote } from '../api/quote-order';

/**
 * One amount of the server's quote (`pick` chooses which), or "—" while it is being asked or
 * when the server could not quote. Never an amount computed here, and never the amount of the
 * cart as it was before the last change.
 */
export function QuotedAmount({
  quote,
  pick,
  testId,
}: {
  quote: CartQuote;
  pick: (ready: Extract<CartQuote, { status: 'ready' }>['quote']) => string | undefined;
  testId?: string;
}) {
  const { t } = useTranslation(NS);
  const amount = quote.status === 'ready' ? pick(quote.quote) : undefined;
  if (amount !== undefined) return <span data-testid={testId}>{formatMoney(amount)}</span>;
  const quoting = quote.status === 'quoting';
  return (
    <span className="mf-amount-pending" aria-busy={quoting || undefined} data-testid={testId}>
      <span aria-hidden="true">{t('cart.amountPending')}</span>
      {quoting ? <VisuallyHidden>{t('cart.quoting')}</VisuallyHidden> : null}
    </span>
  );
}
