import type { Driver } from '@cerca/contracts';
import { useTranslation } from '@cerca/i18n';
import { toast } from '@cerca/ui';
import { NS } from '../../../lib/i18n';
import { useSetAvailability } from '../api/set-availability';

/** A switch with the two spec 02 §8 messages; the server's answer is what it then shows. */
export function AvailabilityToggle({ userId, driver }: { userId: string; driver: Driver }) {
  const { t } = useTranslation(NS);
  const mutation = useSetAvailability(userId);
  const on = mutation.isPending ? (mutation.variables ?? driver.is_available) : driver.is_available;

  const toggle = () => {
    mutation.mutate(!driver.is_available, {
      onSuccess: (saved) =>
        toast.success(
          t(saved.is_available ? 'dashboard.availability.nowOn' : 'dashboard.availability.nowOff'),
        ),
      onError: () => toast.error(t('dashboard.availability.error')),
    });
  };

  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      className="mf-switch"
      onClick={toggle}
      disabled={mutation.isPending}
      data-testid="availability-toggle"
    >
      <span className="mf-switch__track" aria-hidden="true">
        <span className="mf-switch__thumb" />
      </span>
      <span className="mf-switch__text">
        <strong>{t('dashboard.availability.label')}</strong>
        <span className="mf-muted mf-small" data-testid="availability-state">
          {on ? t('dashboard.availability.on') : t('dashboard.availability.off')}
        </span>
      </span>
    </button>
  );
}
