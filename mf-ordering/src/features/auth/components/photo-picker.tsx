import { BUSINESS_PHOTOS_AT_SIGN_UP } from '@cerca/contracts/business';
import { PhotoPicker as SharedPhotoPicker } from '@cerca/ui';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { NS } from '../../../lib/i18n';
import { selectPhotos } from '../lib/auth-form-schema';

const MAX_PHOTOS = BUSINESS_PHOTOS_AT_SIGN_UP.max;

interface PhotoPickerProps {
  photos: readonly File[];
  onChange: (photos: File[]) => void;
}

/** 1–3 business photos, images only, 5 MB each, with previews that can be removed. */
export function PhotoPicker({ photos, onChange }: PhotoPickerProps) {
  const { t } = useTranslation(NS);
  const onPick = (picked: File[]) => {
    const result = selectPhotos(photos, picked);
    for (const rejection of result.rejected) {
      toast.error(t(`auth.photos.${rejection.reason}`, { file: rejection.fileName }));
    }
    if (result.overLimit) toast.error(t('auth.photos.tooMany', { max: MAX_PHOTOS }));
    onChange(result.accepted);
  };
  return (
    <SharedPhotoPicker
      photos={photos}
      onPick={onPick}
      onChange={onChange}
      max={MAX_PHOTOS}
      testId="business-photos"
      texts={{
        label: t('auth.photos.label'),
        hint: t('auth.photos.hint', { max: MAX_PHOTOS }),
        choose: t('auth.photos.choose'),
        selected: t('auth.photos.selected', { count: photos.length }),
        preview: (index) => t('auth.photos.preview', { index }),
        remove: (index) => t('auth.photos.remove', { index }),
        removeShort: t('auth.photos.removeShort'),
      }}
    />
  );
}
