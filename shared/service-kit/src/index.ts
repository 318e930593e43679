export type { ZodTypeProvider } from 'fastify-type-provider-zod';
export {
  type AuthUser,
  type Role,
  requireRole,
  requireUser,
  type TokenVerifier,
  verifierFromJwks,
} from './auth';
export { loadConfig, type ServiceConfig } from './config';
export { type CreateServiceAppOptions, createServiceApp, startServices } from './create-app';
export { defineService, type ServiceContext, type ServiceDefinition } from './define-service';
export { AppError, errors } from './errors';
