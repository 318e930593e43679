import type { FailedJob } from '@cerca/contracts/admin-jobs';
import { useTranslation } from '@cerca/i18n';
import { Button, toast } from '@cerca/ui';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { NS } from '../../../lib/i18n';
import { useRemoveFailedJob } from '../api/remove-failed-job';
import { useRetryFailedJob } from '../api/retry-failed-job';
import { failedAtText, payloadText } from '../lib/failed-job-view';

/** One dead letter: what it was, when and why it failed, its payload, 'Reintentar' and 'Eliminar'. */
export function FailedJobCard({ job, onRetried }: { job: FailedJob; onRetried: () => void }) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const retry = useRetryFailedJob();
  const remove = useRemoveFailedJob();
  const [confirming, setConfirming] = useState(false);
  const failedAt = failedAtText(job.finished_on);

  // The promises, not mutate's callbacks: the row leaves the cached list as soon as the server
  // agrees, which unmounts this card, and React Query drops the callbacks of a component gone by then.
  const onRetry = () =>
    retry.mutateAsync(job).then(
      () => {
        toast.success(t('failedJobs.retried'));
        onRetried();
      },
      // The server's message is Spanish (e.g. "Este trabajo ya no está fallido").
      (error: Error) => toast.error(error.message),
    );

  const onRemove = () =>
    remove.mutateAsync(job).then(
      () => {
        setConfirming(false);
        toast.success(t('failedJobs.removed'));
        // The row leaves like a retried one: the same focus and paging care.
        onRetried();
      },
      (error: Error) => {
        setConfirming(false);
        toast.error(error.message);
      },
    );

  return (
    <li
      className="mf-failed-job"
      aria-labelledby={titleId}
      data-testid="failed-job"
      data-job-queue={job.queue}
      data-job-id={job.id}
    >
      <div className="mf-failed-job__top">
        <h3 id={titleId} className="mf-failed-job__name">
          {job.name}
        </h3>
        <span className="mf-failed-job__queue">{job.queue}</span>
      </div>
      <dl className="mf-failed-job__facts">
        <div>
          <dt>{t('failedJobs.jobId')}</dt>
          <dd className="mf-failed-job__id">{job.id}</dd>
        </div>
        <div>
          <dt>{t('failedJobs.failedAt')}</dt>
          <dd>
            {failedAt ? (
              <time dateTime={job.finished_on ?? undefined}>{failedAt}</time>
            ) : (
              t('failedJobs.unknownTime')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('failedJobs.attemptsLabel')}</dt>
          <dd data-testid="failed-job-attempts">{job.attempts_made}</dd>
        </div>
        <div className="mf-failed-job__reason">
          <dt>{t('failedJobs.reason')}</dt>
          <dd data-testid="failed-job-reason">{job.failed_reason || t('failedJobs.noReason')}</dd>
        </div>
      </dl>
      <details className="mf-failed-job__payload">
        <summary>{t('failedJobs.payload')}</summary>
        <pre>{payloadText(job.data)}</pre>
      </details>
      <div className="mf-failed-job__actions">
        <Button
          variant="secondary"
          size="sm"
          className="mf-failed-job__retry"
          onClick={onRetry}
          loading={retry.isPending}
          disabled={remove.isPending}
          loadingText={t('failedJobs.retrying')}
          aria-describedby={titleId}
          data-testid="failed-job-retry"
        >
          {t('failedJobs.retry')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="mf-failed-job__remove"
          onClick={() => setConfirming(true)}
          disabled={retry.isPending}
          aria-describedby={titleId}
          data-testid="failed-job-remove"
        >
          {t('failedJobs.remove')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('failedJobs.removeTitle')}
        description={t('failedJobs.removeDescription', { name: job.name, queue: job.queue })}
        confirmLabel={t('failedJobs.remove')}
        cancelLabel={t('failedJobs.cancel')}
        busy={remove.isPending}
        busyLabel={t('failedJobs.removing')}
        onConfirm={onRemove}
        onClose={() => setConfirming(false)}
        data-testid="remove-job-dialog"
      />
    </li>
  );
}
