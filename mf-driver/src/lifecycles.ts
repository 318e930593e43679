import { createRemoteLifecycles } from '@cerca/remote-kit';
import { routes } from './app/router';
import { NS } from './lib/i18n';
import texts from './locales/es-MX/driver.json';

/** Exposed as "./app": this remote's single-spa lifecycles (provider, boundaries: @cerca/remote-kit). */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: 'mf_driver',
  namespace: NS,
  resources: texts,
  routes,
});
