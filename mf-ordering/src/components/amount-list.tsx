import { cx } from '@cerca/ui';
import type { ReactNode } from 'react';
import './order-card.css';

export interface AmountRow {
  key: string;
  label: string;
  value: ReactNode;
  /** The bottom line (a total): drawn stronger. */
  total?: boolean;
  testId?: string;
}

/** Label and amount rows of an order or of sales (a description list); the page sets the spacing. */
export function AmountList({ rows, className }: { rows: readonly AmountRow[]; className?: string }) {
  return (
    <dl className={cx('mf-amounts', className)}>
      {rows.map((row) => (
        <div key={row.key} className={row.total ? 'mf-amounts__total' : undefined}>
          <dt>{row.label}</dt>
          <dd data-testid={row.testId}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
