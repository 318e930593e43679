import type { DeclaredService } from '../declarations';
import {
  CONFIG_MAP,
  CPU_TARGET_PERCENT,
  NAMESPACE,
  REGISTRY,
  SECRET,
  STORAGE_DIR,
  type StorageDriverSetting,
  UPLOADS_CLAIM,
  UPLOADS_SIZE,
  WAITING_JOBS_PER_REPLICA,
} from '../settings';
import { backendsOf, imageOf, serviceUrlVariable, type Topology } from '../topology';
import { generatedHeader, type YamlDocument, yamlDocuments } from './header';

/** Where the gateway reads the configured remotes manifest (remotes-manifest.yaml's ConfigMap). */
const MANIFEST_DIR = '/etc/cerca';
export const REMOTES_CONFIG_MAP = 'cerca-remotes';

/** In-cluster address of a Service in our namespace (KEDA resolves names from its own namespace). */
export const clusterHost = (name: string) => `${name}.${NAMESPACE}.svc.cluster.local`;

/** Services apart check tokens with the auth service's published keys, fetched from its Service. */
function jwksUrl(topology: Topology): string {
  const auth = topology.services.find(({ declaration }) => declaration.name === 'auth');
  const prefix = auth?.declaration.routes[0];
  if (!prefix) throw new Error('services/auth/service.json declares no route: nobody can verify tokens');
  return `http://auth${prefix}/.well-known/jwks.json`;
}

function environment(service: DeclaredService, topology: Topology, storageDriver: StorageDriverSetting) {
  const env = [
    { name: 'PORT', value: String(service.declaration.port) },
    { name: 'AUTH_JWKS_URL', value: jwksUrl(topology) },
    // The S3_* settings themselves come from cerca-config and cerca-secrets (external-services.yaml).
    ...(keepsFiles(service) ? [{ name: 'STORAGE_DRIVER', value: storageDriver }] : []),
  ];
  if (service.declaration.name !== 'gateway') return env;
  return [
    ...env,
    { name: 'GATEWAY_MODE', value: 'proxy' },
    ...backendsOf(topology).map((backend) => ({
      name: serviceUrlVariable(backend.declaration),
      value: `http://${backend.declaration.name}`,
    })),
    { name: 'REMOTES_MANIFEST_FILE', value: `${MANIFEST_DIR}/remotes.json` },
  ];
}

/** Services that keep uploaded files (they use @cerca/storage). */
const keepsFiles = (service: DeclaredService) => service.dependencies.includes('@cerca/storage');

/** The gateway's remotes manifest; with the local driver also the shared uploads claim. */
function volumesOf(service: DeclaredService, storageDriver: StorageDriverSetting) {
  const isGateway = service.declaration.name === 'gateway';
  const sharesDisk = storageDriver === 'local' && keepsFiles(service);
  const mounts = [
    ...(isGateway ? [{ name: 'remotes', mountPath: MANIFEST_DIR, readOnly: true }] : []),
    ...(sharesDisk ? [{ name: 'uploads', mountPath: STORAGE_DIR }] : []),
  ];
  const volumes = [
    ...(isGateway ? [{ name: 'remotes', configMap: { name: REMOTES_CONFIG_MAP } }] : []),
    ...(sharesDisk ? [{ name: 'uploads', persistentVolumeClaim: { claimName: UPLOADS_CLAIM } }] : []),
  ];
  return { mounts, volumes };
}

/**
 * With the local driver, one volume that every replica of every service keeping files mounts: a
 * file uploaded through one pod is read through another, so it must be ReadWriteMany (NFS, EFS,
 * Filestore, CephFS…). With S3 there is none.
 */
function uploadsClaim(): YamlDocument {
  return {
    comment:
      'Uploaded files: the storage driver writes to local disk, so every pod that keeps files shares this claim.',
    value: {
      apiVersion: 'v1',
      kind: 'PersistentVolumeClaim',
      metadata: { name: UPLOADS_CLAIM, namespace: NAMESPACE },
      spec: { accessModes: ['ReadWriteMany'], resources: { requests: { storage: UPLOADS_SIZE } } },
    },
  };
}

function deployment(
  service: DeclaredService,
  topology: Topology,
  storageDriver: StorageDriverSetting,
): YamlDocument {
  const { name, probes } = service.declaration;
  const { mounts, volumes } = volumesOf(service, storageDriver);
  return {
    value: {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name, namespace: NAMESPACE, labels: { app: name } },
      spec: {
        // No replicas: the autoscaler owns the count, and applying this file must not reset it.
        selector: { matchLabels: { app: name } },
        template: {
          metadata: { labels: { app: name } },
          spec: {
            containers: [
              {
                name,
                image: imageOf(service, REGISTRY),
                ports: [{ name: 'http', containerPort: service.declaration.port }],
                env: environment(service, topology, storageDriver),
                envFrom: [{ configMapRef: { name: CONFIG_MAP } }, { secretRef: { name: SECRET } }],
                resources: { requests: { cpu: '250m', memory: '256Mi' }, limits: { memory: '512Mi' } },
                readinessProbe: { httpGet: { path: probes.ready, port: 'http' }, periodSeconds: 5 },
                livenessProbe: {
                  httpGet: { path: probes.health, port: 'http' },
                  initialDelaySeconds: 10,
                  periodSeconds: 10,
                },
                ...(mounts.length ? { volumeMounts: mounts } : {}),
              },
            ],
            ...(volumes.length ? { volumes } : {}),
          },
        },
      },
    },
  };
}

function service(declared: DeclaredService): YamlDocument {
  const { name } = declared.declaration;
  return {
    value: {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name, namespace: NAMESPACE },
      spec: { selector: { app: name }, ports: [{ name: 'http', port: 80, targetPort: 'http' }] },
    },
  };
}

function cpuAutoscaler(declared: DeclaredService): YamlDocument {
  const { name, scale } = declared.declaration;
  return {
    value: {
      apiVersion: 'autoscaling/v2',
      kind: 'HorizontalPodAutoscaler',
      metadata: { name, namespace: NAMESPACE },
      spec: {
        scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name },
        minReplicas: scale.min,
        maxReplicas: scale.max,
        metrics: [
          {
            type: 'Resource',
            resource: {
              name: 'cpu',
              target: { type: 'Utilization', averageUtilization: CPU_TARGET_PERCENT },
            },
          },
        ],
      },
    },
  };
}

function queueAutoscaler(declared: DeclaredService, topology: Topology): YamlDocument {
  const { name, scale } = declared.declaration;
  const lists = topology.queueWaitLists;
  return {
    comment: [
      `${name} works BullMQ queues, whose backlog says more than its CPU: KEDA (keda.sh) scales it on the`,
      `waiting list of each queue (${lists.map((list) => list.queue).join(', ')}), read from @cerca/queues.`,
      "The keys assume the default REDIS_PREFIX of the services' config; cerca-config must not change it.",
      'KEDA reads REDIS_PASSWORD from the container (cerca-secrets); the queues live on the redis-queue',
      'Service of external-services.yaml (REDIS_QUEUE_URL).',
    ].join('\n'),
    value: {
      apiVersion: 'keda.sh/v1alpha1',
      kind: 'ScaledObject',
      metadata: { name, namespace: NAMESPACE },
      spec: {
        scaleTargetRef: { name },
        minReplicaCount: scale.min,
        maxReplicaCount: scale.max,
        triggers: lists.map((list) => ({
          type: 'redis',
          metadata: {
            address: `${clusterHost('redis-queue')}:6379`,
            passwordFromEnv: 'REDIS_PASSWORD',
            listName: list.key,
            listLength: String(WAITING_JOBS_PER_REPLICA),
          },
        })),
      },
    },
  };
}

/**
 * deploy/k8s/services.yaml: per service a Deployment, a Service and its autoscaler; with the local
 * storage driver also the shared uploads claim.
 */
export function k8sServices(topology: Topology, storageDriver: StorageDriverSetting): string {
  const header = generatedHeader('services/*/service.json', [
    'Per service a Deployment (its own image and port, probes from its service.json), a Service and an',
    `autoscaler: a HorizontalPodAutoscaler at ${CPU_TARGET_PERCENT} % CPU, or for a service that scales by queue`,
    'depth a KEDA ScaledObject. Every container reads the cerca-config ConfigMap and the cerca-secrets',
    'Secret (external-services.yaml says what they hold). The gateway proxies every service prefix to',
    "its Service (GATEWAY_MODE=proxy) and reads the configured remotes from remotes-manifest.yaml's ConfigMap.",
    storageDriver === 's3'
      ? 'Uploaded files live in S3 (STORAGE_DRIVER=s3): no pod mounts a shared volume.'
      : `Uploaded files live on the ${UPLOADS_CLAIM} ReadWriteMany claim that every pod keeping files mounts.`,
  ]);
  const documents = storageDriver === 'local' ? [uploadsClaim()] : [];
  documents.push(
    ...topology.services.flatMap((declared) => [
      deployment(declared, topology, storageDriver),
      service(declared),
      declared.declaration.scale.by === 'queue-depth'
        ? queueAutoscaler(declared, topology)
        : cpuAutoscaler(declared),
    ]),
  );
  return yamlDocuments(header, documents);
}
