import type { Database } from '@cerca/db';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { ServiceConfig } from './config';

/**
 * What every service gets from the kit: configuration, the shared database and Redis. Routes
 * reach them only through this context (passed to `routes`), never through Fastify decorators.
 */
export interface ServiceContext {
  config: ServiceConfig;
  db: Kysely<Database>;
  redis: Redis;
}

export interface ServiceDefinition {
  /** Short name: "discovery", "auth", … Used in logs, health answers and OpenAPI. */
  name: string;
  /** Where the gateway mounts it: "/api/discovery", "/auth/v1", … */
  prefix: string;
  description: string;
  /** The service's routes, registered inside its own encapsulated context under `prefix`. */
  routes: (app: FastifyInstance, context: ServiceContext) => Promise<void>;
  /** Extra readiness checks beyond the database and Redis (throw when not ready). */
  readiness?: (context: ServiceContext) => Promise<void>;
  /** Runs when the app closes (stop workers, close sockets). */
  close?: () => Promise<void>;
}

export function defineService(definition: ServiceDefinition): ServiceDefinition {
  return definition;
}
