import { useTranslation } from '@cerca/i18n';
import type { ReactNode } from 'react';
import { Button } from './button';
import { IconAlert } from './icons';
import { cx } from './lib/cx';

export interface ErrorStateProps {
  /** Defaults to "Algo salió mal". */
  title?: ReactNode;
  /** Defaults to "Ocurrió un error inesperado. Intenta de nuevo." */
  description?: ReactNode;
  /** Shows a "Reintentar" button. */
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}

/** A failure, announced to screen readers (role="alert"), with an optional "Reintentar". */
export function ErrorState({ title, description, onRetry, retrying = false, className }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <div className={cx('cerca-state', 'cerca-state--error', className)} role="alert">
      <div className="cerca-state__icon">
        <IconAlert size={32} />
      </div>
      <p className="cerca-state__title">{title ?? t('states.errorTitle')}</p>
      <p className="cerca-state__description">{description ?? t('errors.unexpected')}</p>
      {onRetry && (
        <div className="cerca-state__action">
          <Button variant="secondary" onClick={onRetry} loading={retrying}>
            {t('actions.retry')}
          </Button>
        </div>
      )}
    </div>
  );
}
