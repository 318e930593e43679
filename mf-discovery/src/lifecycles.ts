import { createServerRenderedLifecycles } from '@cerca/remote-kit/server-rendered-lifecycles';
import './styles.css';
import remote from '../remote.json';
import { queryClient } from './api/query-client';
import { routes } from './app/router';
import { NS } from './lib/i18n';
import texts from './locales/es-MX/discovery.json';

/**
 * Exposed as "./app": this remote's single-spa lifecycles (provider, boundaries: @cerca/remote-kit),
 * which hydrate the page the gateway rendered on the server from src/server.tsx.
 */
export const { bootstrap, mount, unmount } = createServerRenderedLifecycles({
  name: remote.name,
  namespace: NS,
  resources: texts,
  routes,
  // Shared with the exposed Crear dialog, so what it publishes refreshes these pages.
  queryClient,
});
