import type { BusinessPhoto } from '@cerca/contracts/business';
import { useTranslation } from '@cerca/i18n';
import { refusalMessage } from '@cerca/session';
import { Button, buttonClassName, Dialog, toast } from '@cerca/ui';
import { type ChangeEvent, useId, useState } from 'react';
import { NS } from '../../../lib/i18n';
import { useAddBusinessPhotos } from '../api/add-business-photos';
import { useDeleteBusinessPhoto } from '../api/delete-business-photo';
import { MAX_MAIN_PHOTOS, mainPhotos, selectNewPhotos } from '../lib/edit-form';

/**
 * The business's photos: each with Eliminar (after a confirmation), and Agregar fotos for main
 * photos up to five in total (images only, 5 MB each), uploaded as soon as they are picked.
 */
export function PhotosEditor({
  businessId,
  photos,
}: {
  businessId: string;
  photos: readonly BusinessPhoto[];
}) {
  const { t } = useTranslation(NS);
  const id = useId();
  const add = useAddBusinessPhotos(businessId);
  const remove = useDeleteBusinessPhoto(businessId);
  const [confirming, setConfirming] = useState<{ photo: BusinessPhoto; index: number } | null>(null);
  const mainCount = mainPhotos(photos).length;
  const full = mainCount >= MAX_MAIN_PHOTOS;
  const busy = add.isPending || remove.isPending;

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Lets the same file be picked again later.
    event.target.value = '';
    const selection = selectNewPhotos(mainCount, picked);
    for (const rejection of selection.rejected) {
      toast.error(t(`editBusiness.photos.${rejection.reason}`, { file: rejection.fileName }));
    }
    if (selection.overLimit) toast.error(t('editBusiness.photos.tooMany', { max: MAX_MAIN_PHOTOS }));
    if (!selection.accepted.length) return;
    try {
      await add.mutateAsync(selection.accepted);
      toast.success(t('editBusiness.photos.added', { count: selection.accepted.length }));
    } catch (error) {
      toast.error(t('editBusiness.photos.addError'), { description: refusalMessage(error) ?? undefined });
    }
  };

  const confirmDelete = async () => {
    if (!confirming) return;
    try {
      await remove.mutateAsync(confirming.photo.id);
      toast.success(t('editBusiness.toasts.photoDeleted'));
      setConfirming(null);
    } catch {
      toast.error(t('editBusiness.toasts.photoDeleteError'));
    }
  };

  return (
    <section
      className="mf-business-form__section mf-edit-business__photos-section"
      aria-labelledby={`${id}-title`}
      data-testid="edit-business-photos"
    >
      <h2 id={`${id}-title`} className="mf-legend">
        {t('editBusiness.sections.photos')}
      </h2>
      <p id={`${id}-hint`} className="mf-hint">
        {t('editBusiness.photos.hint', { max: MAX_MAIN_PHOTOS })}{' '}
        <span data-testid="edit-business-photo-count">
          {t('editBusiness.photos.count', { count: mainCount, max: MAX_MAIN_PHOTOS })}
        </span>
      </p>
      {photos.length === 0 ? <p className="mf-muted">{t('editBusiness.photos.empty')}</p> : null}
      {photos.length > 0 ? (
        <ul className="mf-edit-business__photos">
          {photos.map((photo, index) => (
            <li key={photo.id} className="mf-edit-business__photo" data-testid="edit-business-photo">
              <img
                src={photo.url}
                alt={t('editBusiness.photos.photo', { index: index + 1 })}
                loading="lazy"
              />
              {photo.type === 'banner' ? (
                <span className="mf-edit-business__badge">{t('editBusiness.photos.banner')}</span>
              ) : null}
              <Button
                variant="secondary"
                size="sm"
                disabled={busy}
                aria-label={t('editBusiness.photos.deleteLabel', { index: index + 1 })}
                onClick={() => setConfirming({ photo, index })}
                data-testid="edit-business-photo-delete"
              >
                {t('editBusiness.photos.delete')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {full ? (
        <p className="mf-hint" role="status">
          {t('editBusiness.photos.full', { max: MAX_MAIN_PHOTOS })}
        </p>
      ) : null}
      {/* The native control's text follows the browser's language: the label is the Spanish button. */}
      <input
        id={`${id}-input`}
        className="cerca-visually-hidden mf-file-input"
        type="file"
        accept="image/*"
        multiple
        disabled={full || busy}
        aria-describedby={`${id}-hint`}
        onChange={onPick}
        data-testid="edit-business-photo-input"
      />
      <label
        htmlFor={`${id}-input`}
        className={buttonClassName({ variant: 'secondary', className: 'mf-file-button' })}
        aria-disabled={full || busy}
      >
        {add.isPending ? t('editBusiness.photos.adding') : t('editBusiness.photos.add')}
      </label>

      <Dialog
        open={confirming !== null}
        onClose={() => (remove.isPending ? undefined : setConfirming(null))}
        title={t('editBusiness.photos.confirmTitle')}
        description={t('editBusiness.photos.confirmText')}
        size="sm"
        data-testid="edit-business-photo-confirm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)} disabled={remove.isPending}>
              {t('editBusiness.photos.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={confirmDelete}
              disabled={remove.isPending}
              data-testid="edit-business-photo-confirm-delete"
            >
              {remove.isPending ? t('editBusiness.photos.deleting') : t('editBusiness.photos.confirm')}
            </Button>
          </>
        }
      >
        {confirming ? (
          <img
            className="mf-edit-business__confirm-photo"
            src={confirming.photo.url}
            alt={t('editBusiness.photos.photo', { index: confirming.index + 1 })}
          />
        ) : null}
      </Dialog>
    </section>
  );
}
