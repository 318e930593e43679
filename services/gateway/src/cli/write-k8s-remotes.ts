import { writeFileSync } from 'node:fs';
import { K8S_REMOTES_FILE, k8sRemotesManifest } from '../k8s-remotes';

writeFileSync(K8S_REMOTES_FILE, k8sRemotesManifest());
console.log(`wrote ${K8S_REMOTES_FILE}`);
