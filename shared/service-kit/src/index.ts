export { loadConfig, type ServiceConfig } from './config';
export { AppError, errors } from './errors';
export { defineService, type ServiceDefinition, type ServiceContext } from './define-service';
export { createServiceApp, startServices, type CreateServiceAppOptions } from './create-app';
export { type AuthUser, type Role, requireUser, requireRole, verifierFromJwks, type TokenVerifier } from './auth';
export { type ZodTypeProvider } from 'fastify-type-provider-zod';
