import { PhotoPicker as SharedPhotoPicker } from '@cerca/ui';
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
  const onPick = (picked: File[]) => {
    const result = selectPhotos(photos, picked);
    for (const rejection of result.rejected) {
      toast.error(t(`addBusiness.photos.${rejection.reason}`, { file: rejection.fileName }));
    }
    if (result.overLimit) toast.error(t('addBusiness.photos.tooMany', { max: MAX_PHOTOS }));
    onChange(result.accepted);
  };
  return (
    <SharedPhotoPicker
      photos={photos}
      onPick={onPick}
      onChange={onChange}
      max={MAX_PHOTOS}
      disabled={disabled}
      invalid={invalid}
      testId="add-business-photos"
      texts={{
        label: t('addBusiness.photos.label'),
        hint: t('addBusiness.photos.hint', { max: MAX_PHOTOS }),
        choose: t('addBusiness.photos.choose'),
        selected: t('addBusiness.photos.selected', { count: photos.length }),
        preview: (index) => t('addBusiness.photos.preview', { index }),
        remove: (index) => t('addBusiness.photos.remove', { index }),
        removeShort: t('addBusiness.photos.removeShort'),
      }}
    />
  );
}
