import { expectLocaleKeysDefined } from '@cerca/remote-kit/testing';
import { describe, it } from 'vitest';
import { NS } from '../lib/i18n';
import calls from '../locales/es-MX/calls.json';
import dashboard from '../locales/es-MX/dashboard.json';
import texts from '../locales/es-MX/driver.json';
import earnings from '../locales/es-MX/earnings.json';
import registration from '../locales/es-MX/registration.json';

describe('driver texts', () => {
  it('has every key the components ask for', () => {
    expectLocaleKeysDefined({
      srcDir: new URL('..', import.meta.url),
      resources: { ...texts, ...registration, ...dashboard, ...earnings, ...calls },
      namespace: NS,
    });
  });
});
