import { createHostConfig } from '@cerca/webpack-config';

export default createHostConfig({
  dir: import.meta.dirname,
  name: 'shell',
  entry: './src/index.ts',
  template: './src/index.html',
});
