import { expectLocaleKeysDefined } from '@cerca/remote-kit/testing';
import { describe, it } from 'vitest';
import { NS } from '../lib/i18n';
import texts from '../locales/es-MX/admin.json';
import failedJobs from '../locales/es-MX/failed-jobs.json';

describe('admin texts', () => {
  it('has every key the components ask for', () => {
    expectLocaleKeysDefined({
      srcDir: new URL('..', import.meta.url),
      resources: { ...texts, ...failedJobs },
      namespace: NS,
    });
  });
});
