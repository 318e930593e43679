import type { ReactNode } from 'react';
import { IconInbox } from './icons';
import { cx } from './lib/cx';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Replaces the default inbox icon; pass null for none. */
  icon?: ReactNode;
  /** A link or button, e.g. to /add-business. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <div className={cx('cerca-state', 'cerca-state--empty', className)}>
      {icon !== null && <div className="cerca-state__icon">{icon ?? <IconInbox size={32} />}</div>}
      <p className="cerca-state__title">{title}</p>
      {description && <p className="cerca-state__description">{description}</p>}
      {action && <div className="cerca-state__action">{action}</div>}
    </div>
  );
}
