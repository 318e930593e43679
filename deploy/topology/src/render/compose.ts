import { stringify } from 'yaml';
import type { DeclaredService } from '../declarations';
import { COMPOSE_GATEWAY_ADDRESS, COMPOSE_SUBNET, REGISTRY, STORAGE_DIR } from '../settings';
import { backendsOf, gatewayOf, imageOf, serviceUrlVariable, type Topology } from '../topology';
import { generatedHeader } from './header';

const PUBLISHED_PORT = 8080;
/** Compose's `${NAME:?message}`: compose refuses to start while NAME is unset. */
const required = (name: string, hint: string) => `\${${name}:?set ${name} ${hint}}`;
const DATABASE_URL = required('DATABASE_URL', 'to the Postgres outside compose');

const build = (service: DeclaredService) => ({
  context: '../..',
  dockerfile: `deploy/docker/${service.declaration.name}.Dockerfile`,
});

const keepsFiles = (service: DeclaredService) => service.dependencies.includes('@cerca/storage');
/** The service that sends the mails (services/jobs): production refuses to start it without both. */
const sendsMail = (service: DeclaredService) => service.dependencies.includes('nodemailer');

/** What every service needs set; the rest of the configuration comes from split.env when present. */
function environment(service: DeclaredService, topology: Topology): Record<string, string> {
  const auth = topology.services.find(({ declaration }) => declaration.name === 'auth');
  const authPrefix = auth?.declaration.routes[0];
  if (!auth || !authPrefix) throw new Error('services/auth/service.json declares no route');
  return {
    PORT: String(service.declaration.port),
    DATABASE_URL,
    REDIS_URL: required('REDIS_URL', 'to the Redis outside compose'),
    // BullMQ's own Redis (noeviction, AOF); unset or empty, the queues share REDIS_URL.
    REDIS_QUEUE_URL: `\${REDIS_QUEUE_URL:-}`,
    PUBLIC_URL: `\${PUBLIC_URL:-http://localhost:${PUBLISHED_PORT}}`,
    AUTH_JWKS_URL: `http://auth:${auth.declaration.port}${authPrefix}/.well-known/jwks.json`,
    ...(keepsFiles(service)
      ? {
          STORAGE_DIR,
          STORAGE_SIGNING_SECRET: required('STORAGE_SIGNING_SECRET', '(32+ characters)'),
        }
      : {}),
    ...(sendsMail(service)
      ? {
          SMTP_URL: required('SMTP_URL', 'to the SMTP server (smtp://user:pass@host:587 or smtps://…:465)'),
          MAIL_FROM: required('MAIL_FROM', 'to the From of every mail (Cerca <no-reply@…>)'),
        }
      : {}),
  };
}

function serviceEntry(service: DeclaredService, topology: Topology) {
  return {
    build: build(service),
    image: imageOf(service, REGISTRY),
    env_file: [{ path: 'split.env', required: false }],
    environment: environment(service, topology),
    // Lets DATABASE_URL and REDIS_URL name the host machine (host.docker.internal) on Linux too.
    extra_hosts: ['host.docker.internal:host-gateway'],
    ...(keepsFiles(service) ? { volumes: [`storage:${STORAGE_DIR}`] } : {}),
    depends_on: { migrate: { condition: 'service_completed_successfully' } } as Record<string, unknown>,
    restart: 'unless-stopped',
  };
}

/** deploy/compose/split.yaml: every service its own container, the gateway proxying to them. */
export function composeSplit(topology: Topology): string {
  const gateway = gatewayOf(topology);
  const backends = backendsOf(topology);
  const services: Record<string, unknown> = {
    migrate: {
      build: build(gateway),
      image: imageOf(gateway, REGISTRY),
      command: ['tsx', 'node_modules/@cerca/db/src/cli/migrate.ts'],
      // MIGRATION_DATABASE_URL (a direct connection when DATABASE_URL is a pooler) and
      // MIGRATION_LOCK_TIMEOUT come from split.env like the services' other settings.
      env_file: [{ path: 'split.env', required: false }],
      environment: { DATABASE_URL },
      extra_hosts: ['host.docker.internal:host-gateway'],
    },
  };
  for (const backend of backends) {
    const entry = serviceEntry(backend, topology);
    services[backend.declaration.name] = {
      ...entry,
      // Only the gateway may say who the client is.
      environment: { ...entry.environment, TRUST_PROXY: COMPOSE_GATEWAY_ADDRESS },
    };
  }
  const entry = serviceEntry(gateway, topology);
  services[gateway.declaration.name] = {
    ...entry,
    environment: {
      ...entry.environment,
      GATEWAY_MODE: 'proxy',
      ...Object.fromEntries(
        backends.map(({ declaration }) => [
          serviceUrlVariable(declaration),
          `http://${declaration.name}:${declaration.port}`,
        ]),
      ),
    },
    ports: [`${PUBLISHED_PORT}:${gateway.declaration.port}`],
    networks: { default: { ipv4_address: COMPOSE_GATEWAY_ADDRESS } },
    depends_on: {
      ...entry.depends_on,
      ...Object.fromEntries(
        backends.map(({ declaration }) => [declaration.name, { condition: 'service_started' }]),
      ),
    },
  };
  const header = generatedHeader('services/*/service.json', [
    'The split topology on one Docker host: each service its own container from its own image, on the',
    'port of its service.json; only the gateway is published, and it proxies each service prefix to its',
    'container (GATEWAY_MODE=proxy, SERVICE_<NAME>_URL) and serves the shell and the remote builds itself.',
    'Postgres and Redis stay outside: set DATABASE_URL, REDIS_URL (REDIS_QUEUE_URL for a queue Redis of',
    'its own) and STORAGE_SIGNING_SECRET in the environment (e.g.',
    'DATABASE_URL=postgres://postgres@host.docker.internal:5432/cerca); anything else',
    '(STRIPE_*, RELEASES_S3_*, …) in deploy/compose/split.env. No secret has a default: ordering refuses',
    'to start without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (PAYMENTS_PROVIDER=stripe, the default;',
    'jobs signs the order payments sweep with STRIPE_WEBHOOK_SECRET, so it needs it too), or ordering and',
    'jobs without LOCAL_PAYMENTS_WEBHOOK_SECRET (PAYMENTS_PROVIDER=local, 32+ characters).',
    'jobs sends the mails: set SMTP_URL and MAIL_FROM in the environment too, or compose refuses to start.',
    'migrate runs once before the services start.',
    `  docker compose -f deploy/compose/split.yaml up --build      # then http://localhost:${PUBLISHED_PORT}`,
    '  docker compose -f deploy/compose/split.yaml stop discovery  # its routes answer 503, the rest works',
  ]);
  return `${header}${stringify(
    {
      name: 'cerca-split',
      services,
      networks: { default: { ipam: { config: [{ subnet: COMPOSE_SUBNET }] } } },
      volumes: { storage: {} },
    },
    { lineWidth: 0 },
  )}`;
}
