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
/**
 * Managed Postgres and Redis, outside the cluster (placeholders for the provider's host names).
 * Two Redis roles (issue 22): REDIS_HOST for caches, pub/sub, rate limits and presence (may evict),
 * REDIS_QUEUE_HOST for BullMQ (noeviction, AOF). They may name the same server.
 */
export const POSTGRES_HOST = 'postgres.managed.example';
export const REDIS_HOST = 'redis.managed.example';
export const REDIS_QUEUE_HOST = 'redis-queue.managed.example';
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
 * Where uploaded files live in Kubernetes: `s3` (the default: STORAGE_DRIVER=s3, an object store
 * that every pod reaches, so no volume is shared and any storage class will do) or `local` (one
 * ReadWriteMany claim, UPLOADS_CLAIM, that every pod keeping files mounts at STORAGE_DIR).
 */
export type StorageDriverSetting = 'local' | 's3';
export const K8S_STORAGE_DRIVER: StorageDriverSetting = 's3';
/**
 * Where the local-disk driver keeps files in a container: compose mounts one volume there, and
 * Kubernetes the UPLOADS_CLAIM when K8S_STORAGE_DRIVER is `local`.
 */
export const STORAGE_DIR = '/data/storage';
export const UPLOADS_CLAIM = 'cerca-uploads';
export const UPLOADS_SIZE = '100Gi';
