import type { QueueCounts } from '@cerca/contracts/admin-jobs';
import { useTranslation } from '@cerca/i18n';
import { PageLoader } from '@cerca/remote-kit';
import { Button, ErrorState } from '@cerca/ui';
import { useId } from 'react';
import { NS } from '../../../lib/i18n';
import { useJobQueues } from '../api/list-job-queues';
import '../texts';
import './job-queues.css';

const COUNTS = [
  'waiting',
  'active',
  'delayed',
  'failed',
  'completed',
] as const satisfies readonly (keyof QueueCounts)[];

/** The Trabajos tab's overview: each BullMQ queue with its waiting, active, delayed, failed and completed jobs. */
export function JobQueues() {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const queues = useJobQueues();

  let body: React.ReactNode;
  if (queues.isPending) body = <PageLoader />;
  else if (queues.isError)
    body = (
      <ErrorState
        title={t('jobQueues.loadError')}
        description={queues.error.message}
        onRetry={() => queues.refetch()}
        retrying={queues.isFetching}
      />
    );
  else
    body = (
      // A card per queue with its five counts in a grid: every number stays in sight on a phone.
      <ul className="mf-job-queues__list" aria-labelledby={headingId} data-testid="job-queues">
        {queues.data.queues.map((queue) => (
          <li key={queue.name} className="mf-job-queue" data-testid="job-queue" data-queue={queue.name}>
            <h3 className="mf-job-queue__name">{queue.name}</h3>
            <dl className="mf-job-queue__counts">
              {COUNTS.map((count) => (
                <div
                  key={count}
                  className={
                    count === 'failed' && queue.counts.failed > 0 ? 'mf-job-queue__failed' : undefined
                  }
                >
                  <dt>{t(`jobQueues.${count}`)}</dt>
                  <dd data-count={count}>{queue.counts[count].toLocaleString('es-MX')}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    );

  return (
    <section className="mf-job-queues" aria-labelledby={headingId}>
      <header className="mf-job-queues__header">
        <div className="mf-stack">
          <h2 id={headingId} className="mf-subtitle">
            {t('jobQueues.title')}
          </h2>
          <p className="mf-muted">{t('jobQueues.subtitle')}</p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => queues.refetch()}
          loading={queues.isFetching && !queues.isPending}
          data-testid="job-queues-refresh"
        >
          {t('jobQueues.refresh')}
        </Button>
      </header>
      {body}
    </section>
  );
}
