import { useTranslation } from '@cerca/i18n';
import { cx } from './lib/cx';

export interface SpinnerProps {
  /** Announced to screen readers; defaults to "Cargando…". */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Inside a button that already says it is busy: no role, no text. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ label, size = 'md', decorative = false, className }: SpinnerProps) {
  const { t } = useTranslation('common');
  if (decorative) {
    return <span className={cx('cerca-spinner', `cerca-spinner--${size}`, className)} aria-hidden="true" />;
  }
  return (
    <span role="status" className={cx('cerca-spinner-wrap', className)}>
      <span className={cx('cerca-spinner', `cerca-spinner--${size}`)} aria-hidden="true" />
      <span className="cerca-visually-hidden">{label ?? t('states.loading')}</span>
    </span>
  );
}
