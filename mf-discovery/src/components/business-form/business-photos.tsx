import { useTranslation } from '@cerca/i18n';
import { PhotoPicker, toast } from '@cerca/ui';
import { NS } from '../../lib/i18n';
import { pickPhotos } from './lib/business-form-value';

type Kind = 'photos' | 'banners';

interface BusinessPhotosProps {
  /** Main photos (the first is the logo) or banners (the page's cover). */
  kind: Kind;
  photos: readonly File[];
  max: number;
  onChange: (photos: File[]) => void;
  disabled: boolean;
  invalid: boolean;
}

/** Business photos of one kind: images only, 5 MB each, up to `max`, with removable previews. */
export function BusinessPhotos({ kind, photos, max, onChange, disabled, invalid }: BusinessPhotosProps) {
  const { t } = useTranslation(NS);
  const texts = `businessForm.${kind}`;
  const onPick = (picked: File[]) => {
    const pick = pickPhotos(picked, max - photos.length);
    // Each refused file by name, in the spec's words; then the limit, once.
    for (const rejection of pick.rejected) {
      toast.error(t(`businessForm.photos.${rejection.reason}`, { file: rejection.fileName }));
    }
    if (pick.overLimit) toast.error(t(`${texts}.tooMany`, { max }));
    onChange([...photos, ...pick.accepted]);
  };
  return (
    <PhotoPicker
      photos={photos}
      onPick={onPick}
      onChange={onChange}
      max={max}
      disabled={disabled}
      invalid={invalid}
      testId={`business-form-${kind}`}
      texts={{
        label: t(`${texts}.label`),
        hint: t(`${texts}.hint`, { max }),
        choose: t(`${texts}.choose`),
        selected: t('businessForm.photos.selected', { count: photos.length }),
        preview: (index) => t(`${texts}.preview`, { index }),
        remove: (index) => t(`${texts}.remove`, { index }),
        removeShort: t('businessForm.photos.removeShort'),
      }}
    />
  );
}
