import type { FailedJob } from '@cerca/contracts/admin-jobs';
import { Button } from '@cerca/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { NS } from '../../../lib/i18n';
import { useRetryFailedJob } from '../api/retry-failed-job';
import { failedAtText, payloadText } from '../lib/failed-job-view';

/** One dead letter: what it was, when and why it failed, its payload, and 'Reintentar'. */
export function FailedJobCard({ job, onRetried }: { job: FailedJob; onRetried: () => void }) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const retry = useRetryFailedJob();
  const failedAt = failedAtText(job.finished_on);

  const onRetry = () =>
    retry.mutate(job, {
      onSuccess: () => {
        toast.success(t('failedJobs.retried'));
        onRetried();
      },
      // The server's message is Spanish (e.g. "Este trabajo ya no está fallido").
      onError: (error) => toast.error(error.message),
    });

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
      <Button
        variant="secondary"
        size="sm"
        className="mf-failed-job__retry"
        onClick={onRetry}
        loading={retry.isPending}
        loadingText={t('failedJobs.retrying')}
        aria-describedby={titleId}
        data-testid="failed-job-retry"
      >
        {t('failedJobs.retry')}
      </Button>
    </li>
  );
}
