import { expectLocaleKeysDefined } from '@cerca/remote-kit/testing';
import { describe, it } from 'vitest';
import { NS } from '../lib/i18n';
import addBusiness from '../locales/es-MX/add-business.json';
import businessForm from '../locales/es-MX/business-form.json';
import businesses from '../locales/es-MX/businesses.json';
import create from '../locales/es-MX/create.json';
import texts from '../locales/es-MX/discovery.json';
import editBusiness from '../locales/es-MX/edit-business.json';
import events from '../locales/es-MX/events.json';
import favorites from '../locales/es-MX/favorites.json';
import feed from '../locales/es-MX/feed.json';
import followed from '../locales/es-MX/followed.json';
import publicProfile from '../locales/es-MX/public-profile.json';
import world from '../locales/es-MX/world.json';

describe('discovery texts', () => {
  it('has every key the components ask for', () => {
    expectLocaleKeysDefined({
      srcDir: new URL('..', import.meta.url),
      resources: {
        ...texts,
        ...feed,
        ...businesses,
        ...create,
        ...businessForm,
        ...addBusiness,
        ...editBusiness,
        ...favorites,
        ...followed,
        ...publicProfile,
        ...events,
        ...world,
      },
      namespace: NS,
    });
  });
});
