import type { ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../auth-context';

/** GET /.well-known/jwks.json — the public keys every service verifies access tokens with. */
export async function getJwksRoute(app: FastifyInstance, context: AuthContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/.well-known/jwks.json',
    {
      schema: {
        tags: ['keys'],
        summary: 'Public keys that verify access tokens (ES256, by kid)',
        response: { 200: z.object({ keys: z.array(z.record(z.string(), z.any())) }) },
      },
    },
    async (_request, reply) => {
      // Caches may keep it a while; a rotated key is found anyway (verifiers reload on unknown kid).
      reply.header('cache-control', 'public, max-age=600');
      return context.keys.getJwks();
    },
  );
}
