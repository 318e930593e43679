import { createRemoteConfig } from '@cerca/webpack-config';
import remote from './remote.json' with { type: 'json' };

// Name, exposed modules and the other remotes' modules it loads come from remote.json, the
// remote's one declaration.
export default createRemoteConfig({
  dir: import.meta.dirname,
  name: remote.name,
  exposes: remote.exposes,
  consumes: remote.consumes,
});
