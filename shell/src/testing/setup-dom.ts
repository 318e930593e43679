import { registerTextFiles } from '@cerca/remote-kit/testing/dom';

// The chrome's texts, one namespace per file (chrome, notifications, auth-landing), as the shell
// and its lazy pieces register them in the browser.
registerTextFiles(`${import.meta.dirname}/../locales/es-MX`, (file) => file);
