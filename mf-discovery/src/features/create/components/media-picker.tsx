import { useTranslation } from '@cerca/i18n';
import { buttonClassName, toast } from '@cerca/ui';
import { type ChangeEvent, useId } from 'react';
import { NS } from '../../../lib/i18n';
import type { ContentType } from '../lib/content-types';
import { acceptedMediaOf, selectMedia, takesSeveralFiles } from '../lib/media';

interface MediaPickerProps {
  type: Exclude<ContentType, 'promotion'>;
  files: File[];
  onChange: (files: File[]) => void;
  /** Photos a post takes. */
  max: number;
}

/**
 * The type's file picker: a story's photo or video, a post's photos or video, an event's image.
 * Files over the limits are refused with the spec's messages; the previews show what is kept.
 */
export function MediaPicker({ type, files, onChange, max }: MediaPickerProps) {
  const { t } = useTranslation(NS);
  const id = useId();

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Let the same file be picked again after removing it.
    event.target.value = '';
    const result = selectMedia(type, files, picked);
    for (const rejection of result.rejected) {
      toast.error(t(`publish.media.${rejection.reason}`, { file: rejection.file }));
    }
    if (result.overLimit) toast.error(t('publish.media.tooMany', { max }));
    if (result.videoOnly) toast(t('publish.media.videoOnly'));
    onChange(result.files);
  };

  return (
    <div className="mf-field">
      <p id={`${id}-label`} className="mf-legend mf-create__files-label">
        {t(`publish.fields.files.${type}`)}
      </p>
      <p id={`${id}-hint`} className="mf-hint">
        {t(`publish.fields.filesHint.${type}`)}
      </p>
      {/* The native control's own button text follows the browser's language; the label below
          is the visible, Spanish button and the input stays focusable for keyboards. */}
      <input
        id={`${id}-files`}
        className="cerca-visually-hidden mf-create__file-input"
        type="file"
        accept={acceptedMediaOf(type) ?? undefined}
        multiple={takesSeveralFiles(type)}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        onChange={onPick}
        data-testid="create-files"
      />
      <label
        htmlFor={`${id}-files`}
        className={buttonClassName({ variant: 'secondary', className: 'mf-create__file-button' })}
      >
        {t(`publish.fields.choose.${type}`)}
      </label>
    </div>
  );
}
