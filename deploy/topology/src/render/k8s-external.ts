import { NAMESPACE, POSTGRES_HOST, REDIS_HOST, REDIS_QUEUE_HOST, SECRET } from '../settings';
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
    '  DATABASE_URL=postgres://<user>:<password>@postgres:5432/cerca (or a PgBouncer in transaction mode)',
    '  MIGRATION_DATABASE_URL=<a direct connection to Postgres> when DATABASE_URL goes through PgBouncer: the',
    '  migrate Job holds a session-level lock, which a transaction-mode pooler would hand to other clients;',
    '  REDIS_URL=redis://:<password>@redis:6379 (caches, pub/sub, rate limits, presence: may evict, e.g.',
    '  maxmemory-policy allkeys-lru, and needs no persistence);',
    '  REDIS_QUEUE_URL=redis://:<password>@redis-queue:6379 (BullMQ: maxmemory-policy noeviction and',
    '  appendonly yes, or jobs are lost; both names may point at one such Redis);',
    "  REDIS_PASSWORD=<the queue Redis's password> (KEDA's queue-depth autoscaler of the jobs service reads it)",
    '  STORAGE_SIGNING_SECRET (32+ characters), STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_*',
    '  (or, with PAYMENTS_PROVIDER=local, LOCAL_PAYMENTS_WEBHOOK_SECRET of 32+ characters): no secret has a',
    '  default in the code, and the services refuse to start without the ones they need;',
    '  RELEASES_S3_* with RELEASES_PUBLIC_URL (gateway pods have no shared disk, so releases live in S3).',
    '  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY for the uploads store (STORAGE_DRIVER=s3), unless the pods',
    "  get AWS credentials of their own (a service account's web identity).",
    '  SMTP_URL=smtp://<user>:<password>@<host>:587 (or smtps://…:465): the jobs pods send every mail',
    '  through it, and refuse to start without it or MAIL_FROM.',
    'cerca-config holds S3_ENDPOINT (none for AWS), S3_REGION, S3_BUCKET_PREFIX, S3_FORCE_PATH_STYLE and',
    'optionally STORAGE_PUBLIC_URL (a CDN in front of the buckets); `npm run storage:setup` makes the buckets.',
    'cerca-config also holds MAIL_FROM, the From of every mail (e.g. "Cerca <no-reply@cerca.mx>").',
    'With TLS that checks host names, put the provider host in the URL instead of the short name.',
  ]);
  return yamlDocuments(header, [
    { value: externalName('postgres', POSTGRES_HOST, 5432) },
    { value: externalName('redis', REDIS_HOST, 6379) },
    { value: externalName('redis-queue', REDIS_QUEUE_HOST, 6379) },
  ]);
}
