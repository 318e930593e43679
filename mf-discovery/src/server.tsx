// The server render of this remote's pages (@cerca/remote-kit/server); the gateway loads the
// bundle built from this file (dist/server/render.cjs) for the live version.
import { createServerRenderer } from '@cerca/remote-kit/server';
import remote from '../remote.json';
import { routes } from './app/router';
import { NS } from './lib/i18n';
import texts from './locales/es-MX/discovery.json';

export const { render, renders } = createServerRenderer({
  declaration: remote,
  // The pages a returning visitor opens first (issue 24): the city, search and a business.
  pages: ['/', '/businesses', '/businesses/:id'],
  namespace: NS,
  resources: texts,
  routes,
});
