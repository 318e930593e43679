import { expectLocaleKeysDefined } from '@cerca/remote-kit/testing';
import { describe, it } from 'vitest';
import { NS } from '../lib/i18n';
import account from '../locales/es-MX/account.json';
import addresses from '../locales/es-MX/addresses.json';
import cancellation from '../locales/es-MX/cancellation.json';
import cart from '../locales/es-MX/cart.json';
import lateTip from '../locales/es-MX/late-tip.json';
import menu from '../locales/es-MX/menu.json';
import messages from '../locales/es-MX/messages.json';
import orderHelp from '../locales/es-MX/order-help.json';
import orderProgress from '../locales/es-MX/order-progress.json';
import texts from '../locales/es-MX/ordering.json';
import orders from '../locales/es-MX/orders.json';
import ordersPanel from '../locales/es-MX/orders-panel.json';
import rating from '../locales/es-MX/rating.json';
import subscriptions from '../locales/es-MX/subscriptions.json';
import tip from '../locales/es-MX/tip.json';

describe('ordering texts', () => {
  it('has every key the components ask for', () => {
    expectLocaleKeysDefined({
      srcDir: new URL('..', import.meta.url),
      resources: {
        ...texts,
        ...menu,
        ...subscriptions,
        ...account,
        ...ordersPanel,
        ...orders,
        ...messages,
        ...cart,
        ...tip,
        ...lateTip,
        ...cancellation,
        ...addresses,
        ...orderHelp,
        ...rating,
        ...orderProgress,
      },
      namespace: NS,
    });
  });
});
