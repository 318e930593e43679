import { createRemoteConfig } from '@cerca/webpack-config';

export default createRemoteConfig({
  dir: import.meta.dirname,
  name: 'mf_admin',
  exposes: { './app': './src/lifecycles.ts' },
});
