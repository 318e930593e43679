import type { FailedJob } from '@cerca/contracts/admin-jobs';
import { formatDateTime } from '@cerca/i18n';

// What the dead-letter view shows of a failed job, as pure functions.

/** A job is named by its queue and id together: ids count per queue. */
export function failedJobKey(job: Pick<FailedJob, 'queue' | 'id'>): string {
  return `${job.queue}/${job.id}`;
}

/** When it failed, in words (es-MX); null when BullMQ kept no time. */
export function failedAtText(finishedOn: string | null): string | null {
  return finishedOn ? formatDateTime(finishedOn) : null;
}

/** The payload as indented JSON for the collapsible <pre>. */
export function payloadText(data: unknown): string {
  return JSON.stringify(data ?? null, null, 2);
}

/**
 * The queue filter's choices: the queues seen so far plus the one chosen (so it stays listed
 * when its last job leaves), once each, in alphabetical order.
 */
export function queueChoices(seen: Iterable<string>, selected: string): string[] {
  const names = new Set(seen);
  if (selected) names.add(selected);
  return [...names].sort((a, b) => a.localeCompare(b, 'es-MX'));
}

/** The loaded pages without a job that was sent to retry; every page's total drops with it. */
export function withoutJob<P extends { jobs: FailedJob[]; total: number }>(
  pages: P[],
  job: Pick<FailedJob, 'queue' | 'id'>,
): P[] {
  const key = failedJobKey(job);
  const kept = pages.map((page) => page.jobs.filter((entry) => failedJobKey(entry) !== key));
  const removed = pages.reduce((sum, page, index) => sum + page.jobs.length - kept[index]!.length, 0);
  if (removed === 0) return pages;
  return pages.map((page, index) => ({
    ...page,
    jobs: kept[index]!,
    total: Math.max(0, page.total - removed),
  }));
}
