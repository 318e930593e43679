import { Button, Dialog } from '@cerca/ui';
import { type ReactNode, useRef } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  busy?: boolean;
  busyLabel?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
  'data-testid'?: string;
}

/**
 * "Are you sure?" before a change that cannot be undone (removing a partner, a job). Focus starts
 * on Cancelar, so Enter by habit never confirms.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  busy = false,
  busyLabel,
  onConfirm,
  onClose,
  'data-testid': testId,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={busy ? () => {} : onClose}
      title={title}
      description={description}
      size="sm"
      initialFocusRef={cancelRef}
      data-testid={testId}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            variant="danger"
            onClick={onConfirm}
            loading={busy}
            loadingText={busyLabel}
            data-testid="confirm-action"
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
