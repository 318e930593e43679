import type { CityBusiness } from '@cerca/contracts/city-dashboard';
import { useTranslation } from '@cerca/i18n';
import { ApiError } from '@cerca/session';
import { Button, Dialog, toast } from '@cerca/ui';
import { NS } from '../../../lib/i18n';
import { useDeleteCityBusiness } from '../api/delete-city-business';

/** The confirmation the spec asks before deleting a business (spec 02 §5), then the delete itself. */
export function DeleteBusinessDialog({
  cityId,
  business,
  onClose,
  onDeleted,
}: {
  cityId: string;
  business: CityBusiness;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation(NS);
  const remove = useDeleteCityBusiness(cityId);

  const confirm = () =>
    remove.mutate(business.id, {
      onSuccess: () => {
        toast.success(t('cityDashboard.businesses.deleted'));
        onDeleted();
      },
      // A refusal the server explains (orders in progress, already gone) says why; anything else
      // is the spec's generic error.
      onError: (error) =>
        toast.error(
          error instanceof ApiError && [404, 409].includes(error.status)
            ? error.message
            : t('cityDashboard.businesses.deleteError'),
        ),
    });

  return (
    <Dialog
      open
      size="sm"
      onClose={remove.isPending ? () => {} : onClose}
      title={t('cityDashboard.businesses.confirmTitle', { name: business.name })}
      description={t('cityDashboard.businesses.confirmText')}
      data-testid="city-business-confirm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            {t('cityDashboard.businesses.cancel')}
          </Button>
          <Button
            variant="danger"
            onClick={confirm}
            loading={remove.isPending}
            loadingText={t('cityDashboard.businesses.deleting')}
            data-testid="city-business-confirm-delete"
          >
            {t('cityDashboard.businesses.confirm')}
          </Button>
        </>
      }
    />
  );
}
