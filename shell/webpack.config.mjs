import { createHostConfig } from '@cerca/webpack-config';
import shell from './shell.json' with { type: 'json' };
import chromeTexts from './src/locales/es-MX/chrome.json' with { type: 'json' };

export default createHostConfig({
  dir: import.meta.dirname,
  name: 'shell',
  entry: './src/index.ts',
  template: './src/index.html',
  // The brand the page shows before the chrome mounts, from the chrome's own texts.
  templateParameters: { brand: chromeTexts.brand },
  // The remotes' modules the chrome loads (a test in deploy/topology checks it against the code);
  // its build carries the list so that a release never drops one of them.
  consumes: shell.consumes,
});
