import { createRemoteConfig } from '@cerca/webpack-config';

export default createRemoteConfig({
  dir: import.meta.dirname,
  name: 'mf_driver',
  exposes: { './app': './src/lifecycles.ts' },
});
