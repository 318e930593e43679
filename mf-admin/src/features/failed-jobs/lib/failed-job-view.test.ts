import type { FailedJob } from '@cerca/contracts/admin-jobs';
import { describe, expect, it } from 'vitest';
import { failedAtText, failedJobKey, payloadText, queueChoices, withoutJob } from './failed-job-view';

const job = (queue: string, id: string): FailedJob => ({
  queue,
  name: 'deliver',
  id,
  data: { userId: 'u1' },
  failed_reason: 'recipient does not exist',
  attempts_made: 1,
  finished_on: '2026-11-24T18:30:00.000Z',
});

describe('failed job view', () => {
  it('keys a job by queue and id, since ids count per queue', () => {
    expect(failedJobKey(job('notifications', '7'))).toBe('notifications/7');
    expect(failedJobKey(job('story-expiry', '7'))).not.toBe(failedJobKey(job('notifications', '7')));
  });

  it('says when it failed in Spanish (Mexico), or nothing without a time', () => {
    const text = failedAtText('2026-11-24T18:30:00.000Z');
    expect(text).toMatch(/2026/);
    expect(text).toMatch(/noviembre/);
    expect(failedAtText(null)).toBeNull();
  });

  it('indents the payload', () => {
    expect(payloadText({ userId: 'u1', data: { a: 1 } })).toBe(
      '{\n  "userId": "u1",\n  "data": {\n    "a": 1\n  }\n}',
    );
    expect(payloadText(undefined)).toBe('null');
  });

  it('offers each seen queue once, sorted, and keeps the chosen one', () => {
    expect(queueChoices(['notifications', 'image-thumbnails', 'notifications'], '')).toEqual([
      'image-thumbnails',
      'notifications',
    ]);
    expect(queueChoices([], 'story-expiry')).toEqual(['story-expiry']);
  });

  it('drops a retried job from the loaded pages and lowers their total', () => {
    const pages = [
      { jobs: [job('notifications', '1'), job('story-expiry', '1')], total: 3, next_page: 2 },
      { jobs: [job('notifications', '2')], total: 3, next_page: null },
    ];
    expect(withoutJob(pages, { queue: 'notifications', id: '1' })).toEqual([
      { jobs: [job('story-expiry', '1')], total: 2, next_page: 2 },
      { jobs: [job('notifications', '2')], total: 2, next_page: null },
    ]);
    expect(withoutJob(pages, { queue: 'notifications', id: '9' })).toBe(pages);
  });
});
