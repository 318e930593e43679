import { createRemoteConfig, createRemoteServerConfig } from '@cerca/webpack-config';
import remote from './remote.json' with { type: 'json' };

// Name, exposed modules and the other remotes' modules it loads come from remote.json, the
// remote's one declaration. The second build is the server render of its public pages
// (src/server.tsx), which the gateway loads for the live version.
export default [
  createRemoteConfig({
    dir: import.meta.dirname,
    name: remote.name,
    exposes: remote.exposes,
    consumes: remote.consumes,
    serverRendered: true,
  }),
  createRemoteServerConfig({ dir: import.meta.dirname, name: remote.name }),
];
