import { NAMESPACE, POSTGRES_HOST, REDIS_HOST, SECRET } from '../settings';
import { generatedHeader, yamlDocuments } from './header';

const externalName = (name: string, host: string, port: number) => ({
  apiVersion: 'v1',
  kind: 'Service',
  metadata: { name, namespace: NAMESPACE },
  spec: { type: 'ExternalName', externalName: host, ports: [{ port }] },
});

/** deploy/k8s/external-services.yaml: the managed Postgres and Redis under in-cluster names. */
export function k8sExternalServices(): string {
  const header = generatedHeader('deploy/topology/src/render/k8s-external.ts', [
    'Postgres and Redis are managed, outside the cluster: these ExternalName Services give them in-cluster',
    "names (set externalName to the provider's host names), so the Secret's URLs survive a change of",
    `provider. The ${SECRET} Secret holds:`,
    '  DATABASE_URL=postgres://<user>:<password>@postgres:5432/cerca',
    '  REDIS_URL=redis://:<password>@redis:6379 (one Redis with persistence: BullMQ keeps its jobs there)',
    "  REDIS_PASSWORD=<the same password> (KEDA's queue-depth autoscaler of the jobs service reads it)",
    '  STORAGE_SIGNING_SECRET (32+ characters), STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_*',
    '  (or, with PAYMENTS_PROVIDER=local, LOCAL_PAYMENTS_WEBHOOK_SECRET of 32+ characters): no secret has a',
    '  default in the code, and the services refuse to start without the ones they need;',
    '  RELEASES_S3_* with RELEASES_PUBLIC_URL (gateway pods have no shared disk, so releases live in S3).',
    'With TLS that checks host names, put the provider host in the URL instead of the short name.',
  ]);
  return yamlDocuments(header, [
    { value: externalName('postgres', POSTGRES_HOST, 5432) },
    { value: externalName('redis', REDIS_HOST, 6379) },
  ]);
}
