import type { Database } from '@cerca/db';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { TokenVerifier } from './auth';
import type { ServiceConfig } from './config';

/**
 * What every service gets from the kit: configuration, the shared database and Redis, and how
 * this app checks access tokens. Routes reach them only through this context (passed to
 * `routes`), never through Fastify decorators.
 */
export interface ServiceContext {
  config: ServiceConfig;
  db: Kysely<Database>;
  redis: Redis;
  /** The app's token check (the realtime service checks its sockets' tokens with it). */
  verifyToken: TokenVerifier;
}

/**
 * Something a service takes on its context besides config, db and redis: storage
 * (`storagePlugin` of @cerca/storage), queues (`queuesPlugin` of @cerca/queues), a service's own
 * settings. The kit makes it once per app from the context, when the first service that uses it
 * registers, gives the same one to every service of the app that uses it, and closes it when the
 * app closes. Route files never make these themselves.
 */
export interface ContextPlugin<T> {
  create(context: ServiceContext, log: FastifyBaseLogger): T | Promise<T>;
  close?(value: T): Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: a service's plugins each make their own type.
export type ContextPlugins = Record<string, ContextPlugin<any>>;

/** The context of a service that uses `P`: the kit's, plus one key per plugin. */
export type ContextWith<P extends ContextPlugins> = ServiceContext & {
  [K in keyof P]: P[K] extends ContextPlugin<infer T> ? T : never;
};

export interface ServiceDefinition<P extends ContextPlugins = ContextPlugins> {
  /** Short name: "discovery", "auth", … Used in logs, health answers and OpenAPI. */
  name: string;
  /** Where the gateway mounts it: "/api/discovery", "/auth/v1", … */
  prefix: string;
  description: string;
  /** What the service takes on its context by name, e.g. `{ storage: storagePlugin }`. */
  uses?: P;
  /**
   * The service's routes, registered inside its own encapsulated context under `prefix`: its
   * route folders (see route-folder.ts), each behind its one guard.
   */
  routes(app: FastifyInstance, context: ContextWith<P>): Promise<void>;
  /** Extra readiness checks beyond the database and Redis (throw when not ready). */
  readiness?(context: ContextWith<P>): Promise<void>;
  /** Runs when the app closes (stop workers, close sockets), before its plugins close. */
  close?(): Promise<void>;
}

/**
 * The one way to define a service: `export const xService = defineService({ … })` in its
 * plugin.ts. What a test or the gateway wants to choose (a storage, a key store, settings) is a
 * context plugin it provides (`createServiceApp({ provide })`), never an option of the service.
 */
export function defineService<P extends ContextPlugins = Record<never, never>>(
  definition: ServiceDefinition<P>,
): ServiceDefinition<P> {
  return definition;
}
