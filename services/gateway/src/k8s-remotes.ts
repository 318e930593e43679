import { readFileSync } from 'node:fs';
import path from 'node:path';
import { manifestFromDeclarations } from '@cerca/contracts';
import { REPO_ROOT, readRemoteDeclarations } from './remotes';

export const K8S_REMOTES_FILE = path.join(REPO_ROOT, 'deploy', 'k8s', 'remotes-manifest.yaml');
const CDN = 'https://cdn.cerca.mx';

/**
 * deploy/k8s/remotes-manifest.yaml from the remotes' declarations: each remote at
 * <cdn>/<folder>/<its package version>/. Generated, so it cannot drift from remote.json.
 */
export function k8sRemotesManifest(root: string = REPO_ROOT): string {
  const manifest = manifestFromDeclarations(readRemoteDeclarations(root), ({ folder }) => {
    const { version } = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8'));
    return `${CDN}/${folder}/${version}/mf-manifest.json`;
  });
  const json = JSON.stringify(manifest, null, 2).replace(/^/gm, '    ');
  return [
    '# Generated from mf-*/remote.json by `pnpm --filter @cerca/gateway run remotes:k8s`: do not edit.',
    '# Mounted into the gateway as REMOTES_MANIFEST_FILE=/etc/cerca/remotes.json. Shipping a remote',
    '# = uploading its dist to a new versioned path and changing its version here.',
    'apiVersion: v1',
    'kind: ConfigMap',
    'metadata: { name: cerca-remotes, namespace: cerca }',
    'data:',
    '  remotes.json: |',
    json,
    '',
  ].join('\n');
}
