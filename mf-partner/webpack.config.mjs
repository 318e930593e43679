import { createRemoteConfig } from '@cerca/webpack-config';

export default createRemoteConfig({
  dir: import.meta.dirname,
  name: 'mf_partner',
  exposes: { './app': './src/lifecycles.ts' },
});
