import { ORDERS_PAUSE_MINUTES } from '@cerca/contracts/kitchen';
import { useTranslation } from '@cerca/i18n';
import { refusalMessage } from '@cerca/session';
import { Button } from '@cerca/ui';
import { useEffect, useState } from 'react';
import { formatTime } from '../../../lib/format-time';
import { NS } from '../../../lib/i18n';
import { useOrdersPause, useSetOrdersPause } from '../api/orders-pause';

/**
 * "Pausar pedidos": when the kitchen is full, no new order for 15, 30 or 60 minutes, or until
 * reopened; the business page says "No recibe pedidos por ahora" meanwhile. Paused, it says until
 * when and offers "Reanudar pedidos". What happened is said in the box, never in a toast over it.
 */
export function OrdersPauseControl({ businessId }: { businessId: string }) {
  const { t } = useTranslation(NS);
  const pause = useOrdersPause(businessId);
  const change = useSetOrdersPause(businessId);
  const [failure, setFailure] = useState<string | null>(null);
  // A pause that runs out reopens by itself: ask again at that moment.
  const until = pause.data?.paused_until ?? null;
  const { refetch } = pause;
  useEffect(() => {
    if (!until) return;
    const timer = window.setTimeout(() => refetch(), Math.max(0, Date.parse(until) - Date.now()) + 1000);
    return () => window.clearTimeout(timer);
  }, [until, refetch]);

  if (pause.isPending || pause.isError) return null;
  const run = (what: Parameters<typeof change.mutate>[0]) => {
    setFailure(null);
    change
      .mutateAsync(what)
      .catch((error: unknown) => setFailure(refusalMessage(error) ?? t('ordersPanel.pause.error')));
  };
  return (
    <section className="mf-orders-pause" data-paused={pause.data.paused} data-testid="orders-pause">
      {pause.data.paused ? (
        <>
          <p role="status">
            <strong>
              {until
                ? t('ordersPanel.pause.pausedUntil', { time: formatTime(until) })
                : t('ordersPanel.pause.pausedOpenEnded')}
            </strong>
            <span className="mf-muted mf-small"> {t('ordersPanel.pause.pausedHint')}</span>
          </p>
          <Button onClick={() => run('reopen')} loading={change.isPending} data-testid="orders-pause-reopen">
            {t('ordersPanel.pause.reopen')}
          </Button>
        </>
      ) : (
        <>
          <p>
            <strong>{t('ordersPanel.pause.title')}</strong>
            <span className="mf-muted mf-small"> {t('ordersPanel.pause.hint')}</span>
          </p>
          <div className="mf-orders-pause__choices">
            {ORDERS_PAUSE_MINUTES.map((minutes) => (
              <Button
                key={minutes}
                size="sm"
                variant="secondary"
                disabled={change.isPending}
                onClick={() => run({ minutes })}
                data-testid={`orders-pause-${minutes}`}
              >
                {t('ordersPanel.pause.minutes', { count: minutes })}
              </Button>
            ))}
            <Button
              size="sm"
              variant="secondary"
              disabled={change.isPending}
              onClick={() => run({ minutes: null })}
              data-testid="orders-pause-open-ended"
            >
              {t('ordersPanel.pause.openEnded')}
            </Button>
          </div>
        </>
      )}
      {failure ? (
        <p className="mf-error" role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
