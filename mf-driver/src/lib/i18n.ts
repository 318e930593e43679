import { registerNamespace } from '@cerca/i18n';
import texts from '../locales/es-MX/driver.json';

/** This remote's i18next namespace; its texts ship with the remote. */
export const NS = 'driver';

/** Idempotent: safe to call from every exposed module that may load first. */
export function registerTexts(): void {
  registerNamespace(NS, texts);
}
