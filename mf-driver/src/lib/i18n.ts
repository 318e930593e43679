import { registerNamespace } from '@cerca/i18n';

/** This remote's i18next namespace; its texts ship with the remote and lifecycles.ts registers them. */
export const NS = 'driver';

/**
 * Adds a feature's texts to the namespace when its lazy page loads, so the remote's entry does
 * not carry every page's texts (the entry is part of /driver-dashboard's first-visit budget).
 */
export function registerFeatureTexts(featureTexts: Record<string, unknown>): void {
  registerNamespace(NS, featureTexts);
}
