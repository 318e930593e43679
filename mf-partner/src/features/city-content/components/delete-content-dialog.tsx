import type { CityContentItem } from '@cerca/contracts/city-content';
import { useTranslation } from '@cerca/i18n';
import { Button, Dialog, toast } from '@cerca/ui';
import { useRef } from 'react';
import { NS } from '../../../lib/i18n';
import { useDeleteCityContent } from '../api/delete-city-content';

interface DeleteContentDialogProps {
  cityId: string;
  item: CityContentItem;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/** The confirmation before deleting (spec 02 §2), then 'Contenido eliminado exitosamente'. */
export function DeleteContentDialog({ cityId, item, open, onClose, onDeleted }: DeleteContentDialogProps) {
  const { t } = useTranslation(NS);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const remove = useDeleteCityContent(cityId);

  const onConfirm = () =>
    remove.mutate(item, {
      onSuccess: () => {
        toast.success(t('cityContent.deleted'));
        onClose();
        onDeleted();
      },
      onError: () => toast.error(t('cityContent.deleteError')),
    });

  const excerpt = item.title ?? item.content;
  return (
    <Dialog
      open={open}
      onClose={() => !remove.isPending && onClose()}
      title={t('cityContent.confirmTitle')}
      description={t('cityContent.confirmDescription')}
      size="sm"
      // Cancel is the safe default for a destructive action.
      initialFocusRef={cancelRef}
      data-testid="content-delete-dialog"
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={remove.isPending}>
            {t('cityContent.cancel')}
          </Button>
          <Button
            variant="danger"
            onClick={onConfirm}
            loading={remove.isPending}
            loadingText={t('cityContent.deleting')}
            data-testid="content-delete-confirm"
          >
            {t('cityContent.delete')}
          </Button>
        </>
      }
    >
      {excerpt ? (
        <blockquote className="mf-content-dialog__quote">
          <strong>{t(`cityContent.types.${item.type}`)}</strong> {excerpt}
        </blockquote>
      ) : null}
    </Dialog>
  );
}
