import { useTranslation } from '@cerca/i18n';
import { PageLoader } from '@cerca/remote-kit';
import { Button, EmptyState, ErrorState } from '@cerca/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { NS } from '../../../lib/i18n';
import { useFailedJobs } from '../api/list-failed-jobs';
import { failedJobKey, queueChoices } from '../lib/failed-job-view';
import '../texts';
import { FailedJobCard } from './failed-job-card';
import './failed-jobs.css';

/**
 * The dead-letter view (issue 11): jobs of every queue that failed their last attempt, newest
 * first, with a queue filter, older pages on demand and a retry per job.
 */
export function FailedJobs() {
  const { t } = useTranslation(NS);
  const filterId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [queue, setQueue] = useState('');
  const [seenQueues, setSeenQueues] = useState<string[]>([]);
  // Retried rows leave the loaded pages, so the server's next page would skip as many jobs:
  // after a retry, 'Más antiguos' reloads the pages first.
  const [shifted, setShifted] = useState(false);
  const jobs = useFailedJobs(queue);
  const items = jobs.data?.pages.flatMap((page) => page.jobs) ?? [];
  const itemQueues = items.map((job) => job.queue).join('\n');

  useEffect(() => {
    if (!itemQueues) return;
    setSeenQueues((current) => queueChoices([...current, ...itemQueues.split('\n')], ''));
  }, [itemQueues]);

  const loadOlder = async () => {
    if (shifted) {
      setShifted(false);
      await jobs.refetch();
    }
    await jobs.fetchNextPage();
  };

  const onRetried = () => {
    setShifted(true);
    // The button that had focus has left with its row.
    headingRef.current?.focus();
  };

  let body: React.ReactNode;
  if (jobs.isPending) body = <PageLoader />;
  else if (jobs.isError)
    body = (
      <ErrorState
        title={t('failedJobs.loadError')}
        description={jobs.error.message}
        onRetry={() => jobs.refetch()}
        retrying={jobs.isFetching}
      />
    );
  else if (items.length === 0)
    body = <EmptyState title={t('failedJobs.empty')} description={t('failedJobs.emptyHint')} />;
  else
    body = (
      <>
        <ul className="mf-failed-jobs__list" aria-busy={jobs.isFetching} data-testid="failed-jobs-list">
          {items.map((job) => (
            <FailedJobCard key={failedJobKey(job)} job={job} onRetried={onRetried} />
          ))}
        </ul>
        {jobs.hasNextPage ? (
          <Button
            variant="secondary"
            onClick={loadOlder}
            loading={jobs.isFetchingNextPage}
            loadingText={t('failedJobs.loadingMore')}
            data-testid="failed-jobs-more"
          >
            {t('failedJobs.more')}
          </Button>
        ) : null}
      </>
    );

  const total = jobs.data?.pages.at(-1)?.total;
  return (
    <div className="mf-failed-jobs" data-testid="admin-panel-jobs">
      <header className="mf-stack">
        <h2 ref={headingRef} tabIndex={-1} className="mf-subtitle">
          {t('failedJobs.title')}
        </h2>
        <p className="mf-muted">{t('failedJobs.subtitle')}</p>
      </header>
      <search className="mf-failed-jobs__filters">
        <div className="mf-field">
          <label htmlFor={filterId}>{t('failedJobs.queueFilter')}</label>
          <select
            id={filterId}
            value={queue}
            onChange={(event) => setQueue(event.target.value)}
            data-testid="failed-jobs-queue"
          >
            <option value="">{t('failedJobs.allQueues')}</option>
            {queueChoices(seenQueues, queue).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <p className="mf-muted mf-failed-jobs__count" aria-live="polite" data-testid="failed-jobs-count">
          {total === undefined || jobs.isError ? '' : t('failedJobs.count', { count: total })}
        </p>
      </search>
      {body}
    </div>
  );
}
