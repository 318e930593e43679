import { useTranslation } from '@cerca/i18n';
import { Button, Dialog } from '@cerca/ui';
import { NS } from '../../../lib/i18n';

/** The confirmation the spec asks before deleting a category (with its items) or an item. */
export function ConfirmDialog({
  title,
  text,
  confirm,
  pending,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirm: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      title={title}
      description={text}
      data-testid="menu-confirm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('menu.item.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={pending} data-testid="menu-confirm-delete">
            {confirm}
          </Button>
        </>
      }
    />
  );
}
