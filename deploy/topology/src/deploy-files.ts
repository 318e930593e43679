import { composeSplit } from './render/compose';
import {
  dockerignore,
  REMOTE_DOCKERFILE,
  remoteDockerfile,
  remoteNginxConf,
  serviceDockerfiles,
} from './render/dockerfiles';
import { k8sExternalServices } from './render/k8s-external';
import { k8sIngress } from './render/k8s-ingress';
import { k8sMigrateJob } from './render/k8s-migrate';
import { k8sRemotesManifest } from './render/k8s-remotes';
import { k8sServices } from './render/k8s-services';
import { K8S_STORAGE_DRIVER, type StorageDriverSetting } from './settings';
import type { Topology } from './topology';

/** Folders whose files are all generated: a file there that is no longer rendered is stale. */
export const GENERATED_FOLDERS = ['deploy/docker', 'deploy/k8s', 'deploy/compose'];

/**
 * Every deploy file, by its path from the repository root, rendered from the route files; the
 * Kubernetes files for `storageDriver` (settings.ts K8S_STORAGE_DRIVER, the committed ones).
 */
export function renderDeployFiles(
  topology: Topology,
  { storageDriver = K8S_STORAGE_DRIVER }: { storageDriver?: StorageDriverSetting } = {},
): Record<string, string> {
  return {
    ...serviceDockerfiles(topology),
    [REMOTE_DOCKERFILE]: remoteDockerfile(topology),
    [`${REMOTE_DOCKERFILE}.dockerignore`]: dockerignore(REMOTE_DOCKERFILE),
    'deploy/docker/remote.nginx.conf': remoteNginxConf(),
    'deploy/k8s/services.yaml': k8sServices(topology, storageDriver),
    'deploy/k8s/ingress.yaml': k8sIngress(topology),
    'deploy/k8s/external-services.yaml': k8sExternalServices(),
    'deploy/k8s/remotes-manifest.yaml': k8sRemotesManifest(topology),
    'deploy/k8s/migrate-job.yaml': k8sMigrateJob(topology),
    'deploy/compose/split.yaml': composeSplit(topology),
  };
}
