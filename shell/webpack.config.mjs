import { createHostConfig } from '@cerca/webpack-config';
import shell from './shell.json' with { type: 'json' };

export default createHostConfig({
  dir: import.meta.dirname,
  name: 'shell',
  entry: './src/index.ts',
  template: './src/index.html',
  // The remotes' modules the chrome loads (a test in deploy/topology checks it against the code);
  // its build carries the list so that a release never drops one of them.
  consumes: shell.consumes,
});
