import { registerNamespace } from '@cerca/i18n';
import texts from './locales/es-MX/remote-kit.json';

/** The kit's own i18next namespace: the texts its components show in every remote. */
export const KIT_NS = 'remoteKit';

// At module load, not on mount: every component that reads KIT_NS imports this module, so its
// texts are there before its first render, wherever it is rendered.
registerNamespace(KIT_NS, texts);
