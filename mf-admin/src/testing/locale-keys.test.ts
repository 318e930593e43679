import { expectLocaleKeysDefined } from '@cerca/remote-kit/testing';
import { describe, it } from 'vitest';
import { NS } from '../lib/i18n';
import texts from '../locales/es-MX/admin.json';
import applications from '../locales/es-MX/applications.json';
import auditLog from '../locales/es-MX/audit-log.json';
import cities from '../locales/es-MX/cities.json';
import failedJobs from '../locales/es-MX/failed-jobs.json';
import jobQueues from '../locales/es-MX/job-queues.json';
import partners from '../locales/es-MX/partners.json';
import settings from '../locales/es-MX/settings.json';

describe('admin texts', () => {
  it('has every key the components ask for', () => {
    expectLocaleKeysDefined({
      srcDir: new URL('..', import.meta.url),
      resources: {
        ...texts,
        ...failedJobs,
        ...cities,
        ...partners,
        ...applications,
        ...settings,
        ...jobQueues,
        ...auditLog,
      },
      namespace: NS,
    });
  });
});
