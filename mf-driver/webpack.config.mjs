import { createRemoteConfig } from '@cerca/webpack-config';
import remote from './remote.json' with { type: 'json' };

// Name and exposed modules come from remote.json, the remote's one declaration.
export default createRemoteConfig({ dir: import.meta.dirname, name: remote.name, exposes: remote.exposes });
