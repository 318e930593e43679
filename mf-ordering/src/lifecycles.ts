import { createRemoteLifecycles } from '@cerca/remote-kit';
import './styles.css';
import remote from '../remote.json';
import { routes } from './app/router';
import { NS } from './lib/i18n';
import { queryClient } from './lib/query-client';
import texts from './locales/es-MX/ordering.json';

/** Exposed as "./app": this remote's single-spa lifecycles (provider, boundaries: @cerca/remote-kit). */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: remote.name,
  namespace: NS,
  resources: texts,
  routes,
  queryClient,
});
