import { describe, expect, it } from 'vitest';
import texts from '../locales/es-MX/admin.json';
import failedJobs from '../locales/es-MX/failed-jobs.json';

// Issue 11's dead-letter view, as its brief words it.
describe('failed jobs texts', () => {
  it('names the jobs tab, which also holds the queue counts (issue 13)', () => {
    expect(texts.tabs.jobs).toBe('Trabajos');
    expect(failedJobs.failedJobs.title).toBe('Trabajos fallidos');
  });

  it('has the list, retry and empty texts', () => {
    expect(failedJobs.failedJobs.more).toBe('Más antiguos');
    expect(failedJobs.failedJobs.retry).toBe('Reintentar');
    expect(failedJobs.failedJobs.retried).toBe('Trabajo enviado a reintentar');
    expect(failedJobs.failedJobs.empty).toBe('No hay trabajos fallidos');
  });
});
