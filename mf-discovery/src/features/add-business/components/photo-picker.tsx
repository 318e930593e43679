import { Button, buttonClassName } from '@cerca/ui';
import { type ChangeEvent, useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { NS } from '../../../lib/i18n';
import { MAX_PHOTOS, selectPhotos } from '../lib/business-form';

interface PhotoPickerProps {
  photos: readonly File[];
  onChange: (photos: File[]) => void;
  disabled?: boolean;
  invalid?: boolean;
}

/** The business photos: images only, 5 MB each, up to MAX_PHOTOS, with removable previews. */
export function PhotoPicker({ photos, onChange, disabled = false, invalid = false }: PhotoPickerProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  const previews = useMemo(() => photos.map((photo) => URL.createObjectURL(photo)), [photos]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Lets the same file be picked again after removing it.
    event.target.value = '';
    const result = selectPhotos(photos, picked);
    for (const rejection of result.rejected) {
      toast.error(t(`addBusiness.photos.${rejection.reason}`, { file: rejection.fileName }));
    }
    if (result.overLimit) toast.error(t('addBusiness.photos.tooMany', { max: MAX_PHOTOS }));
    onChange(result.accepted);
  };

  const full = photos.length >= MAX_PHOTOS;
  return (
    <div className="mf-field">
      <p id={`${id}-label`} className="mf-label">
        {t('addBusiness.photos.label')}
      </p>
      <p id={`${id}-hint`} className="mf-hint">
        {t('addBusiness.photos.hint', { max: MAX_PHOTOS })}
      </p>
      {/* The native control's button text follows the browser's language: this label is the
          visible Spanish button, and the input stays focusable for keyboards. */}
      <input
        id={`${id}-photos`}
        className="cerca-visually-hidden mf-file-input"
        type="file"
        accept="image/*"
        multiple
        disabled={full || disabled}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        aria-invalid={invalid || undefined}
        onChange={onPick}
        data-testid="add-business-photos"
      />
      <label
        htmlFor={`${id}-photos`}
        className={buttonClassName({ variant: 'secondary', className: 'mf-file-button' })}
        aria-disabled={full || disabled}
      >
        {t('addBusiness.photos.choose')}
      </label>
      {photos.length > 0 ? (
        <ul
          className="mf-add-business__photos"
          aria-label={t('addBusiness.photos.selected', { count: photos.length })}
        >
          {previews.map((url, index) => (
            <li key={url} className="mf-add-business__photo">
              <img src={url} alt={t('addBusiness.photos.preview', { index: index + 1 })} />
              <Button
                variant="secondary"
                size="sm"
                disabled={disabled}
                onClick={() => onChange(photos.filter((_, i) => i !== index))}
                aria-label={t('addBusiness.photos.remove', { index: index + 1 })}
              >
                {t('addBusiness.photos.removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
