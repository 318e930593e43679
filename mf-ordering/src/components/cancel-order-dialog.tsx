import { MAX_CANCEL_NOTE, type OrderCancelReason } from '@cerca/contracts/orders';
import { useTranslation } from '@cerca/i18n';
import { remoteRootClass } from '@cerca/remote-kit';
import { Button, Dialog } from '@cerca/ui';
import { type FormEvent, useId, useState } from 'react';
import remote from '../../remote.json';
import { NS } from '../lib/i18n';
import { cancelReasonKey } from './cancellation-text';
import './cancel-order-dialog.css';

export interface CancelOrderChoice<R extends OrderCancelReason> {
  reason: R;
  note?: string;
}

/**
 * "¿Por qué …?": a reason among `reasons` and, for "Otro", what it is (the server refuses "Otro"
 * without it). One form for the customer's cancellation and the business's rejection; the caller
 * sends it and closes the dialog once the server agreed. What was chosen stays if it failed.
 */
export function CancelOrderDialog<R extends OrderCancelReason>({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  reasons,
  pending,
  onConfirm,
  'data-testid': testId,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  confirmLabel: string;
  reasons: readonly R[];
  pending: boolean;
  onConfirm: (choice: CancelOrderChoice<R>) => void;
  'data-testid'?: string;
}) {
  const { t } = useTranslation(NS);
  const formId = useId();
  const noteId = useId();
  const errorId = useId();
  const [reason, setReason] = useState<R | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setError(t('cancellation.reasonMissing'));
    const said = note.trim();
    if (reason === 'other' && !said) return setError(t('cancellation.noteMissing'));
    setError(null);
    onConfirm(said ? { reason, note: said } : { reason });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      // Portalled to the body, outside the remote's root: its classes bring the remote's colours
      // and scoped styles back.
      className={remoteRootClass(remote.name)}
      title={title}
      description={description}
      data-testid={testId}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('cancellation.back')}
          </Button>
          <Button
            variant="danger"
            type="submit"
            form={formId}
            loading={pending}
            data-testid="cancel-order-confirm"
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <fieldset className="mf-choices mf-cancel-reasons" aria-describedby={error ? errorId : undefined}>
          <legend className="mf-legend">{t('cancellation.reasonLegend')}</legend>
          {reasons.map((option) => (
            <label key={option} className="mf-choice">
              <input
                type="radio"
                name={`${formId}-reason`}
                value={option}
                checked={reason === option}
                onChange={() => {
                  setReason(option);
                  setError(null);
                }}
                data-testid={`cancel-reason-${option}`}
              />
              <span>{t(cancelReasonKey(option))}</span>
            </label>
          ))}
        </fieldset>
        <div className="mf-field mf-cancel-note">
          <label htmlFor={noteId}>
            {reason === 'other' ? t('cancellation.noteRequired') : t('cancellation.note')}
          </label>
          <textarea
            id={noteId}
            rows={2}
            maxLength={MAX_CANCEL_NOTE}
            value={note}
            required={reason === 'other'}
            onChange={(event) => setNote(event.target.value)}
            data-testid="cancel-order-note"
          />
        </div>
        {error ? (
          <p id={errorId} className="mf-error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
