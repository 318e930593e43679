import { createRemoteConfig } from '@cerca/webpack-config';

export default createRemoteConfig({
  dir: import.meta.dirname,
  name: 'mf_discovery',
  exposes: {
    './app': './src/lifecycles.ts',
    './create-dialog': './src/create-dialog.tsx',
  },
});
