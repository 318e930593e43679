import type { ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../auth-context';
import { authenticate } from '../../lib/authenticate';
import { endSessions } from '../../lib/end-sessions';
import { gotrue } from '../../lib/gotrue-error';
import type { LogoutScope } from '../../repositories/sessions';

const querySchema = z.object({ scope: z.string().optional() });

/** POST /logout — ends the caller's sessions: every one (global), this one (local) or the others. */
export async function postLogoutRoute(app: FastifyInstance, context: AuthContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/logout',
    {
      schema: {
        tags: ['user'],
        summary: 'Sign out: scope global (default, every device), local (this session) or others',
        querystring: querySchema,
      },
    },
    async (request, reply) => {
      const scope = request.query.scope ?? 'global';
      if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
        throw gotrue.validation(`Unsupported logout scope "${scope}"`);
      }
      const { record, sessionId } = await authenticate(context, request);
      await context.db
        .transaction()
        .execute((trx) => endSessions(trx, context, record.user.id, sessionId, scope as LogoutScope));
      return reply.status(204).send();
    },
  );
}
