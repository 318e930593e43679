import { manifestFromDeclarations } from '@cerca/contracts';
import { CDN, NAMESPACE } from '../settings';
import type { Topology } from '../topology';
import { generatedHeader } from './header';
import { REMOTES_CONFIG_MAP } from './k8s-services';

/**
 * deploy/k8s/remotes-manifest.yaml: the configured manifest, each remote's build at
 * <cdn>/<folder>/<its package version>/. A release switched in Postgres overrides one remote's
 * entry in every gateway without touching this file.
 */
export function k8sRemotesManifest(topology: Topology): string {
  const versions = new Map(topology.remotes.map((remote) => [remote.folder, remote.version]));
  const manifest = manifestFromDeclarations(
    topology.remotes,
    ({ folder }) => `${CDN}/${folder}/${versions.get(folder)}/mf-manifest.json`,
  );
  const json = JSON.stringify(manifest, null, 2).replace(/^/gm, '    ');
  return [
    generatedHeader('mf-*/remote.json and their package versions', [
      'The configured remotes manifest, mounted into the gateway as REMOTES_MANIFEST_FILE=/etc/cerca/remotes.json:',
      'each remote at its configured build. `npm run release -- <remote>` overrides one remote without',
      'changing this file (the live release is kept in Postgres); `npm run rollback` walks back to it.',
    ]).trimEnd(),
    'apiVersion: v1',
    'kind: ConfigMap',
    `metadata: { name: ${REMOTES_CONFIG_MAP}, namespace: ${NAMESPACE} }`,
    'data:',
    '  remotes.json: |',
    json,
    '',
  ].join('\n');
}
