// The one list of modules every app in the page must share. Libraries that hold React
// context or module-level state (the session, i18n, toasts, query cache) must be singletons,
// otherwise a remote silently gets its own copy and its own state. react-dom/client and
// react/jsx-runtime are listed on their own: sharing only react and react-dom still ships a
// second react-dom/client from every remote.
const REACT = '^19.3.1';
const WORKSPACE = '^0.1.0';

const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });

// @cerca/contracts is not shared either: it holds no state, and as a shared module it could not be
// tree-shaken, so its root (schemas and zod) was on every first visit. Each app bundles what it
// imports by file ('@cerca/contracts/feed'); browser code imports only types from the root
// (shared/contracts/test/browser-root-imports.test.ts), and the shell's first load no zod at all.
//
// zod is deliberately not shared. @cerca/contracts uses zod/mini, which tree-shakes: each build
// keeps only the checks it uses (the shell's first load went from 346 to 268 KB gz when classic
// zod left it). A shared module cannot be tree-shaken, so sharing zod/mini would ship all of it
// (measured: +64 KB gz at first load).

export const sharedDependencies = {
  react: singleton(REACT),
  'react/jsx-runtime': singleton(REACT),
  'react-dom': singleton(REACT),
  'react-dom/client': singleton(REACT),
  i18next: singleton('^27.1.2'),
  '@tanstack/react-query': singleton('^5.108.0'),
  // The chrome mounts with it and every remote's lifecycles (remote-kit) do: one copy, the shell's.
  'single-spa-react': singleton('^6.0.2'),
  '@cerca/session': { ...singleton(WORKSPACE), version: '0.1.0' },
  // Also the one react-i18next: apps import useTranslation and Trans from it, so the shared
  // build keeps only those (react-i18next shared whole carried its SSR and HOC parts too).
  '@cerca/i18n': { ...singleton(WORKSPACE), version: '0.1.0' },
  // Also the toasts: @cerca/ui loads sonner with the first toast (shared/ui/src/toasts).
  '@cerca/ui': { ...singleton(WORKSPACE), version: '0.1.0' },
  '@cerca/remote-kit': { ...singleton(WORKSPACE), version: '0.1.0' },
  // Only the router parts the apps use (shared/router says why it is not react-router-dom).
  '@cerca/router': { ...singleton(WORKSPACE), version: '0.1.0' },
};
