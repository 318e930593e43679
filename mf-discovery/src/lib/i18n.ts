import { registerNamespace } from '@cerca/i18n';
import texts from '../locales/es-MX/discovery.json';

/** This remote's i18next namespace; its texts ship with the remote. */
export const NS = 'discovery';

/** Idempotent: safe to call from every exposed module that may load first. */
export function registerTexts(): void {
  registerNamespace(NS, texts);
}

/**
 * Adds a feature's texts to the namespace when its code loads. The pages a first visit does not
 * open (the feed once a city is chosen, business pages, search) carry their own texts, so the
 * remote's entry stays within the JavaScript budget.
 */
export function registerFeatureTexts(featureTexts: Record<string, unknown>): void {
  registerNamespace(NS, featureTexts);
}
