import {
  type DeclaredService,
  REPO_ROOT,
  readRemoteDeclarations,
  readServiceDeclarations,
  type VersionedRemote,
} from './declarations';
import { type QueueWaitList, readQueueWaitLists } from './queue-lists';
import { readToolchain, type Toolchain } from './toolchain';

/** Everything the deploy files are rendered from, read once from the checkout. */
export interface Topology {
  services: DeclaredService[];
  remotes: VersionedRemote[];
  toolchain: Toolchain;
  /** The waiting lists of the queues the jobs service works (its queue-depth autoscaler). */
  queueWaitLists: QueueWaitList[];
}

export function readTopology(root: string = REPO_ROOT): Topology {
  return {
    services: readServiceDeclarations(root),
    remotes: readRemoteDeclarations(root),
    toolchain: readToolchain(root),
    queueWaitLists: readQueueWaitLists(root),
  };
}

export function gatewayOf(topology: Topology): DeclaredService {
  const gateway = topology.services.find(({ declaration }) => declaration.name === 'gateway');
  if (!gateway) throw new Error('no gateway among the services');
  return gateway;
}

/** Every service but the gateway: the ones it proxies and the ingress routes to. */
export function backendsOf(topology: Topology): DeclaredService[] {
  return topology.services.filter(({ declaration }) => declaration.name !== 'gateway');
}

export function imageOf(service: DeclaredService, registry: string): string {
  return `${registry}/${service.declaration.name}:${service.version}`;
}

/** SERVICE_ORDERING_URL: the variable the gateway reads a proxied service's address from. */
export function serviceUrlVariable(service: { name: string }): string {
  return `SERVICE_${service.name.toUpperCase()}_URL`;
}
