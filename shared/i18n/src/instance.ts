import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from './locales/es-MX/common.json';

export const LOCALE = 'es-MX';
export const CURRENCY = 'MXN';

/**
 * The one i18next instance of the page. This package is a Module Federation singleton, so the
 * chrome and every remote share it; each remote adds its own namespace when it mounts.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: LOCALE,
  fallbackLng: LOCALE,
  supportedLngs: [LOCALE],
  ns: ['common'],
  defaultNS: 'common',
  resources: { [LOCALE]: { common } },
  interpolation: { escapeValue: false },
  returnNull: false,
  // Resources are bundled, so initialise synchronously: the first render already has texts.
  initAsync: false,
});

/** Adds (or replaces) a namespace of es-MX texts; remotes call this before their first render. */
export function registerNamespace(namespace: string, resources: Record<string, unknown>): void {
  i18n.addResourceBundle(LOCALE, namespace, resources, true, true);
}
