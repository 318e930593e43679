import {
  MAX_HELP_NOTE,
  type OrderHelpFields,
  type OrderHelpReason,
  orderHelpFieldsSchema,
} from '@cerca/contracts/order-help';
import { useTranslation } from '@cerca/i18n';
import { PhotoPicker } from '@cerca/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { helpReasonKey } from '../../../components/help-reports/order-help-text';
import { NS } from '../../../lib/i18n';
import './order-help-dialog.css';

/** What the inputs hold: no reason until one is chosen; the schema says what may be sent. */
interface HelpFormValues {
  reason: OrderHelpReason | '';
  note: string;
}

/** What is sent: the fields as the endpoint checks them, the photo, and the upload's progress. */
export interface OrderHelpSubmission {
  fields: OrderHelpFields;
  photo: File | null;
  onProgress: (percent: number) => void;
}

/**
 * "Ayuda con mi pedido": what happened (among `reasons`, those that fit the order now), an
 * optional note and photo, "Enviar reporte" with the upload's progress. The form validates with
 * the endpoint's own schema; a refusal stays in the dialog, in the server's words, with what was
 * chosen kept. `onSubmit` resolves once the server agreed (the caller then closes it).
 */
export function OrderHelpDialog({
  reasons,
  onClose,
  onSubmit,
}: {
  reasons: readonly OrderHelpReason[];
  onClose: () => void;
  onSubmit: (submission: OrderHelpSubmission) => Promise<void>;
}) {
  const { t } = useTranslation(NS);
  const noteId = useId();
  const errorId = useId();
  const progressId = useId();
  const [photos, setPhotos] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<HelpFormValues, unknown, OrderHelpFields>({
    // The inputs hold text; the schema's input type is what it parses from.
    resolver: zodResolver(orderHelpFieldsSchema) as unknown as Resolver<
      HelpFormValues,
      unknown,
      OrderHelpFields
    >,
    defaultValues: { reason: reasons.length === 1 ? reasons[0] : '', note: '' },
  });
  const sending = form.formState.isSubmitting;
  const error = form.formState.errors.reason ? t('orderHelp.reasonMissing') : failure;

  const send = form.handleSubmit(async (fields) => {
    setFailure(null);
    setProgress(0);
    try {
      await onSubmit({ fields, photo: photos[0] ?? null, onProgress: setProgress });
    } catch (cause) {
      setFailure(cause instanceof Error && cause.message ? cause.message : t('orderHelp.error'));
    } finally {
      setProgress(null);
    }
  });

  return (
    <FormDialog
      title={t('orderHelp.title')}
      description={t('orderHelp.description')}
      backLabel={t('orderHelp.back')}
      submitLabel={t('orderHelp.submit')}
      sending={sending}
      onClose={onClose}
      onSubmit={send}
      className="mf-order-help"
      submitTestId="order-help-submit"
      data-testid="order-help-dialog"
    >
      <fieldset
        className="mf-choices"
        aria-describedby={error ? errorId : undefined}
        aria-invalid={form.formState.errors.reason ? true : undefined}
        disabled={sending}
      >
        <legend className="mf-legend">{t('orderHelp.reasonLegend')}</legend>
        {reasons.map((reason) => (
          <label key={reason} className="mf-choice">
            <input
              type="radio"
              value={reason}
              {...form.register('reason')}
              data-testid={`order-help-reason-${reason}`}
            />
            <span>{t(helpReasonKey(reason))}</span>
          </label>
        ))}
      </fieldset>
      <div className="mf-field">
        <label htmlFor={noteId}>{t('orderHelp.note')}</label>
        <textarea
          id={noteId}
          rows={2}
          maxLength={MAX_HELP_NOTE}
          disabled={sending}
          {...form.register('note')}
          data-testid="order-help-note"
        />
      </div>
      <PhotoPicker
        photos={photos}
        onPick={(picked) => setPhotos(picked.slice(0, 1))}
        onChange={setPhotos}
        max={1}
        disabled={sending}
        texts={{
          label: t('orderHelp.photo.label'),
          hint: t('orderHelp.photo.hint'),
          choose: t('orderHelp.photo.choose'),
          selected: t('orderHelp.photo.selected'),
          preview: () => t('orderHelp.photo.preview'),
          remove: () => t('orderHelp.photo.remove'),
          removeShort: t('orderHelp.photo.removeShort'),
        }}
        testId="order-help-photo"
      />
      {progress !== null ? (
        <div className="mf-field">
          <label htmlFor={progressId}>{t('orderHelp.progress')}</label>
          <progress id={progressId} max={100} value={progress} data-testid="order-help-progress">
            {t('orderHelp.progressValue', { percent: progress })}
          </progress>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="mf-error" role="alert">
          {error}
        </p>
      ) : null}
    </FormDialog>
  );
}
