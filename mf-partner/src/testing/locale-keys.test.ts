import { expectLocaleKeysDefined } from '@cerca/remote-kit/testing';
import { describe, it } from 'vitest';
import { NS } from '../lib/i18n';
import becomePartner from '../locales/es-MX/become-partner.json';
import cityContent from '../locales/es-MX/city-content.json';
import cityDashboard from '../locales/es-MX/city-dashboard.json';
import cityDrivers from '../locales/es-MX/city-drivers.json';
import texts from '../locales/es-MX/partner.json';
import partnerApplications from '../locales/es-MX/partner-applications.json';

describe('partner texts', () => {
  it('has every key the components ask for', () => {
    expectLocaleKeysDefined({
      srcDir: new URL('..', import.meta.url),
      resources: {
        ...texts,
        ...becomePartner,
        ...cityContent,
        ...cityDashboard,
        ...cityDrivers,
        ...partnerApplications,
      },
      namespace: NS,
    });
  });
});
