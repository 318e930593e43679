import { registerTextFiles } from '@cerca/remote-kit/testing/dom';
import { NS } from '../lib/i18n';

// Every text of this remote, as its entry and lazy pages register them in the browser.
registerTextFiles(`${import.meta.dirname}/../locales/es-MX`, () => NS);
