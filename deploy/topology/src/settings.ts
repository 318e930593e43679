/**
 * The few facts about the production setup that no route file holds. Everything else in the
 * deploy files comes from services/*\/service.json, mf-*\/remote.json and the packages.
 */

/** Where images are pushed: `<registry>/<service>:<its package version>`. */
export const REGISTRY = 'registry.example/cerca';
export const NAMESPACE = 'cerca';
export const PUBLIC_HOST = 'cerca.mx';
/** Where the configured build of each remote is uploaded: `<cdn>/<folder>/<package version>/`. */
export const CDN = 'https://cdn.cerca.mx';
/** The services' runtime: Node 22 on slim Debian. */
export const NODE_IMAGE = 'node:22-bookworm-slim';
/** nginx that runs as its own user and listens on 8080. */
export const NGINX_IMAGE = 'nginxinc/nginx-unprivileged:1.27-alpine';
export const REMOTE_IMAGE_PORT = 8080;
/** Managed Postgres and Redis, outside the cluster (placeholders for the provider's host names). */
export const POSTGRES_HOST = 'postgres.managed.example';
export const REDIS_HOST = 'redis.managed.example';
export const CONFIG_MAP = 'cerca-config';
export const SECRET = 'cerca-secrets';
/** CPU a service's replicas average before the HorizontalPodAutoscaler adds one. */
export const CPU_TARGET_PERCENT = 70;
/**
 * Waiting jobs per jobs replica before KEDA adds one: a replica works several jobs of each queue
 * at a time (services/jobs/src/workers.ts CONCURRENCY), so a short backlog needs no new pod.
 */
export const WAITING_JOBS_PER_REPLICA = 20;
/** Uploads reach 100 MB (videos, shared/storage/src/buckets.ts) plus the multipart envelope. */
export const MAX_BODY = '110m';
/** Websockets stay open for hours; the ingress must not cut them after its default 60 s. */
export const WEBSOCKET_TIMEOUT_SECONDS = 3600;
/**
 * The compose network and the gateway's fixed address in it: the services behind the gateway trust
 * X-Forwarded-For from that address only.
 */
export const COMPOSE_SUBNET = '172.30.240.0/24';
export const COMPOSE_GATEWAY_ADDRESS = '172.30.240.10';
/**
 * Where the services that keep uploaded files share them. The storage driver writes to local disk
 * (shared/storage has no object-store driver yet), so compose mounts one volume and Kubernetes one
 * ReadWriteMany claim there.
 */
export const STORAGE_DIR = '/data/storage';
export const UPLOADS_CLAIM = 'cerca-uploads';
export const UPLOADS_SIZE = '100Gi';
