import { registerNamespace } from '@cerca/i18n';

/** This remote's i18next namespace; its texts ship with the remote and lifecycles.ts registers them. */
export const NS = 'partner';

/** Adds a feature's texts to the namespace when its module loads, so the remote's entry stays small. */
export function registerFeatureTexts(featureTexts: Record<string, unknown>): void {
  registerNamespace(NS, featureTexts);
}
