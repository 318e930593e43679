import type { OrderProgress } from '@cerca/contracts/order-progress';
import { useTranslation } from '@cerca/i18n';
import { buttonClassName } from '@cerca/ui';
import { formatArrivalWindow, formatClock } from '../../lib/format-arrival';
import { NS } from '../../lib/i18n';
import './order-progress-texts';
import './order-progress.css';

const STEPS = ['pending', 'preparing', 'on_the_way', 'delivered'] as const;

/**
 * Recibido → Preparando → En camino con Luis (Moto) → Entregado, each reached step with its time
 * (the city's), the arrival window while it is live, and "Llamar" when the driver allows it. A
 * cancelled order, or one still waiting for its payment, shows none of it.
 */
export function OrderProgressSteps({ progress }: { progress: OrderProgress }) {
  const { t } = useTranslation(NS);
  // Not yet the business's (waiting for its card or OXXO payment), or over: its own notice says it.
  if (progress.status === 'cancelled' || progress.status === 'awaiting_payment') return null;
  const reachedAt = (status: string) =>
    progress.steps.findLast((step) => step.status === status)?.at ??
    // Looking for a driver is still the kitchen's step for the customer.
    (status === 'preparing'
      ? progress.steps.findLast((step) => step.status === 'looking_for_driver')?.at
      : undefined);
  const current = progress.status === 'looking_for_driver' ? 'preparing' : progress.status;
  const currentIndex = STEPS.indexOf(current);
  const driver = progress.driver;
  const window = progress.arrival && formatArrivalWindow(progress.arrival, progress.time_zone);
  return (
    <section className="mf-order-progress" aria-label={t('progress.title')} data-testid="order-progress">
      {window ? (
        <p className="mf-order-progress__arrival" aria-live="polite" data-testid="order-arrival">
          {t('progress.arrival', window)}
        </p>
      ) : null}
      <ol className="mf-order-progress__steps">
        {STEPS.map((step, index) => {
          const at = index <= currentIndex ? reachedAt(step) : undefined;
          const label =
            step === 'on_the_way' && driver
              ? t('progress.steps.on_the_way_with', {
                  name: driver.name,
                  vehicle: t(`progress.vehicles.${driver.vehicle_type}`),
                })
              : t(`progress.steps.${step}`);
          return (
            <li
              key={step}
              className="mf-order-progress__step"
              data-state={index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next'}
              aria-current={index === currentIndex ? 'step' : undefined}
              data-testid={`order-step-${step}`}
            >
              <span className="mf-order-progress__label">{label}</span>
              {at ? (
                <time className="mf-muted mf-small" dateTime={at}>
                  {formatClock(at, progress.time_zone)}
                </time>
              ) : null}
            </li>
          );
        })}
      </ol>
      {driver?.phone ? (
        <a
          className={`mf-order-progress__call ${buttonClassName({ variant: 'primary', size: 'sm' })}`}
          href={`tel:${driver.phone.replace(/[^\d+]/g, '')}`}
          aria-label={t('progress.callLabel', { name: driver.name })}
          data-testid="order-call-driver"
        >
          {t('progress.call')}
        </a>
      ) : null}
    </section>
  );
}
