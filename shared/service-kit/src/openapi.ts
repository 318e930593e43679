import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ServiceDefinition } from './define-service';

/** Each service documents itself: {prefix}/openapi.json and a browsable {prefix}/docs. */
export async function registerServiceDocs(app: FastifyInstance, service: ServiceDefinition): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: `Cerca ${service.name}`, description: service.description, version: '0.1.0' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The docs pages get a content-security policy of their own (the API's JSON answers need none).
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
