import { registerNamespace } from '@cerca/i18n';
import texts from '../locales/es-MX/discovery.json';

/** This remote's i18next namespace; its texts ship with the remote. */
export const NS = 'discovery';

/** Idempotent: safe to call from every exposed module that may load first. */
export function registerTexts(): void {
  registerNamespace(NS, texts);
}
