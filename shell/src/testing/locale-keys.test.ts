import { expectLocaleKeysDefined } from '@cerca/remote-kit/testing';
import { describe, it } from 'vitest';
import authLanding from '../locales/es-MX/auth-landing.json';
import chrome from '../locales/es-MX/chrome.json';
import notifications from '../locales/es-MX/notifications.json';

// The chrome's pieces each read one namespace (a file each); a key, literal or template, must
// name a text in one of them.
describe('chrome texts', () => {
  it('has every key the components ask for', () => {
    expectLocaleKeysDefined({
      srcDir: new URL('..', import.meta.url),
      resources: { ...chrome, ...notifications, ...authLanding },
      namespace: 'chrome',
    });
  });
});
