import { PhotoPicker as SharedPhotoPicker } from '@cerca/ui';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { NS } from '../../../lib/i18n';
import { MAX_PHOTOS, type PhotoKind, selectPhotos } from '../lib/business-form';

interface PhotoPickerProps {
  /** Main photos (the first is the logo) or banner photos (the page's cover). */
  kind: PhotoKind;
  photos: readonly File[];
  onChange: (photos: File[]) => void;
  disabled?: boolean;
  invalid?: boolean;
}

/** Business photos of one kind: images only, 5 MB each, up to its limit, with removable previews. */
export function PhotoPicker({ kind, photos, onChange, disabled = false, invalid = false }: PhotoPickerProps) {
  const { t } = useTranslation(NS);
  const max = MAX_PHOTOS[kind];
  const texts = `addBusiness.${kind}`;
  const onPick = (picked: File[]) => {
    const result = selectPhotos(photos, picked, max);
    for (const rejection of result.rejected) {
      toast.error(t(`addBusiness.photos.${rejection.reason}`, { file: rejection.fileName }));
    }
    if (result.overLimit) toast.error(t(`${texts}.tooMany`, { max }));
    onChange(result.accepted);
  };
  return (
    <SharedPhotoPicker
      photos={photos}
      onPick={onPick}
      onChange={onChange}
      max={max}
      disabled={disabled}
      invalid={invalid}
      testId={kind === 'photos' ? 'add-business-photos' : 'add-business-banners'}
      texts={{
        label: t(`${texts}.label`),
        hint: t(`${texts}.hint`, { max }),
        choose: t(`${texts}.choose`),
        selected: t('addBusiness.photos.selected', { count: photos.length }),
        preview: (index) => t(`${texts}.preview`, { index }),
        remove: (index) => t(`${texts}.remove`, { index }),
        removeShort: t('addBusiness.photos.removeShort'),
      }}
    />
  );
}
