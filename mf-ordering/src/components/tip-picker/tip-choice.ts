import { TIP_AMOUNTS, TIP_PERCENTS, type TipChoice } from '@cerca/contracts/tips';

// "Propina para tu repartidor" (issue 25): the checkout's options and what each asks the server.
// The amount is never computed here: the quote answers the tip and the total.

/** One option of the picker: none, a preset amount or percentage of the subtotal, or another amount. */
export interface TipOption {
  id: string;
  choice: TipChoice | 'none' | 'other';
}

export const TIP_OPTIONS: readonly TipOption[] = [
  { id: 'none', choice: 'none' },
  ...TIP_AMOUNTS.map((amount): TipOption => ({ id: `amount-${amount}`, choice: { kind: 'amount', amount } })),
  ...TIP_PERCENTS.map(
    (percent): TipOption => ({ id: `percent-${percent}`, choice: { kind: 'percent', percent } }),
  ),
  { id: 'other', choice: 'other' },
];

/** The tip the quote and the order send ('other' with what was typed); undefined: no tip. */
export function tipChoiceOf(optionId: string, other: string): TipChoice | undefined {
  const option = TIP_OPTIONS.find((candidate) => candidate.id === optionId);
  if (!option || option.choice === 'none') return undefined;
  if (option.choice === 'other') {
    const typed = other.trim();
    return typed === '' ? undefined : { kind: 'amount', amount: typed };
  }
  return option.choice;
}
