import { BUSINESS_PHOTOS_AT_CREATION } from '@cerca/contracts';
import { Button, buttonClassName } from '@cerca/ui';
import { type ChangeEvent, useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { NS } from '../../../lib/i18n';
import { selectPhotos } from '../lib/auth-form-schema';

const MAX_PHOTOS = BUSINESS_PHOTOS_AT_CREATION.max;

interface PhotoPickerProps {
  photos: readonly File[];
  onChange: (photos: File[]) => void;
}

/** 1–3 business photos, images only, 5 MB each, with previews that can be removed. */
export function PhotoPicker({ photos, onChange }: PhotoPickerProps) {
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
    // Let the same file be picked again after removing it.
    event.target.value = '';
    const result = selectPhotos(photos, picked);
    for (const rejection of result.rejected) {
      toast.error(t(`auth.photos.${rejection.reason}`, { file: rejection.fileName }));
    }
    if (result.overLimit) toast.error(t('auth.photos.tooMany', { max: MAX_PHOTOS }));
    onChange(result.accepted);
  };

  const full = photos.length >= MAX_PHOTOS;
  return (
    <div className="mf-field">
      <p id={`${id}-label`} className="mf-label">
        {t('auth.photos.label')}
      </p>
      <p id={`${id}-hint`} className="mf-hint">
        {t('auth.photos.hint', { max: MAX_PHOTOS })}
      </p>
      {/* The native control's own button text follows the browser's language; this label is
          the visible, Spanish button and the input stays focusable for keyboards. */}
      <input
        id={`${id}-photos`}
        className="cerca-visually-hidden mf-file-input"
        type="file"
        accept="image/*"
        multiple
        disabled={full}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        onChange={onPick}
        data-testid="business-photos"
      />
      <label
        htmlFor={`${id}-photos`}
        className={buttonClassName({ variant: 'secondary', className: 'mf-file-button' })}
        aria-disabled={full}
      >
        {t('auth.photos.choose')}
      </label>
      {photos.length > 0 ? (
        <ul className="mf-photos" aria-label={t('auth.photos.selected', { count: photos.length })}>
          {previews.map((url, index) => (
            <li key={url} className="mf-photo">
              <img src={url} alt={t('auth.photos.preview', { index: index + 1 })} />
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onChange(photos.filter((_, i) => i !== index))}
                aria-label={t('auth.photos.remove', { index: index + 1 })}
              >
                {t('auth.photos.removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
