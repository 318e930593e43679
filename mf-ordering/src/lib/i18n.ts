import { registerNamespace } from '@cerca/i18n';
import texts from '../locales/es-MX/ordering.json';

/** This remote's i18next namespace; its texts ship with the remote. */
export const NS = 'ordering';

/** Idempotent: safe to call from every exposed module that may load first. */
export function registerTexts(): void {
  registerNamespace(NS, texts);
}
