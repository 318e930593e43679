import { useTranslation } from '@cerca/i18n';
import { type ReactNode, type RefObject, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { IconClose } from './icons';
import { cx } from './lib/cx';
import { useModal } from './use-modal';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Keeps the title for screen readers but hides it on screen. */
  hideTitle?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'full';
  children?: ReactNode;
  /** Actions row at the bottom (Cancelar / Guardar). */
  footer?: ReactNode;
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Accessible name of the × button; defaults to "Cerrar". */
  closeLabel?: string;
  /** Clicking the backdrop closes (default true). Esc always closes. */
  dismissOnBackdrop?: boolean;
  className?: string;
  /** Where the dialog is portalled; document.body by default. */
  container?: Element | null;
  'data-testid'?: string;
}

/**
 * An accessible modal dialog: role="dialog" + aria-modal, labelled by its title and described by
 * its description, focus trapped inside, Esc closes, focus returns to the opener.
 * Not the native <dialog>: its top layer would hide the page's toasts while it is open.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  hideTitle = false,
  size = 'md',
  children,
  footer,
  initialFocusRef,
  closeLabel,
  dismissOnBackdrop = true,
  className,
  container,
  'data-testid': testId,
}: DialogProps) {
  const { t } = useTranslation('common');
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useModal({ open, onClose, panelRef, initialFocusRef });

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <div className={cx('cerca-dialog-root', `cerca-dialog-root--${size}`)}>
      <div
        className="cerca-dialog__backdrop"
        aria-hidden="true"
        onClick={dismissOnBackdrop ? onClose : undefined}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cx('cerca-dialog', `cerca-dialog--${size}`, className)}
        data-testid={testId}
      >
        <div className="cerca-dialog__header">
          <div className="cerca-dialog__heading">
            <h2 id={titleId} className={cx('cerca-dialog__title', hideTitle && 'cerca-visually-hidden')}>
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="cerca-dialog__description">
                {description}
              </p>
            )}
          </div>
          <button
            type="button"
            className="cerca-button cerca-button--ghost cerca-button--md cerca-button--icon"
            aria-label={closeLabel ?? t('actions.close')}
            onClick={onClose}
          >
            <IconClose />
          </button>
        </div>
        <div className="cerca-dialog__body">{children}</div>
        {footer && <div className="cerca-dialog__footer">{footer}</div>}
      </div>
    </div>,
    container ?? document.body,
  );
}
