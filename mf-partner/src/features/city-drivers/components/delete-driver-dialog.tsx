import { useTranslation } from '@cerca/i18n';
import { Button, Dialog, toast } from '@cerca/ui';
import { NS } from '../../../lib/i18n';
import { useDeleteCityDriver } from '../api/delete-city-driver';

interface DeleteDriverDialogProps {
  open: boolean;
  onClose: () => void;
  cityId: string;
  cityName: string;
  driverId: string;
  name: string;
}

/** The confirmation before a driver is deleted; the server's refusal (deliveries under way) is shown as said. */
export function DeleteDriverDialog({
  open,
  onClose,
  cityId,
  cityName,
  driverId,
  name,
}: DeleteDriverDialogProps) {
  const { t } = useTranslation(NS);
  const remove = useDeleteCityDriver(cityId);
  const confirm = () =>
    remove.mutate(driverId, {
      onSuccess: () => {
        toast.success(t('cityDrivers.messages.deleted'));
        onClose();
      },
      onError: (error) => {
        const status = (error as { status?: number }).status ?? 0;
        toast.error(status === 409 ? error.message : t('cityDrivers.messages.deleteError'));
      },
    });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title={t('cityDrivers.confirmDelete.title', { name })}
      description={t('cityDrivers.confirmDelete.text', { city: cityName })}
      data-testid="driver-delete-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            {t('cityDrivers.confirmDelete.cancel')}
          </Button>
          <Button
            variant="danger"
            onClick={confirm}
            loading={remove.isPending}
            data-testid="driver-delete-confirm"
          >
            {t('cityDrivers.confirmDelete.confirm')}
          </Button>
        </>
      }
    />
  );
}
