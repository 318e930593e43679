import type { ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../auth-context';
import { userSchema } from '../../lib/gotrue-schemas';
import { toGoTrueUser } from '../../lib/gotrue-user';
import { pageNumber, paginationLinks } from '../../lib/pagination';
import { listUsersPage } from '../../repositories/users';

const DEFAULT_PER_PAGE = 50;
const MAX_PER_PAGE = 1000;

const querySchema = z.object({
  page: z.string().optional(),
  per_page: z.string().optional(),
});

/** GET /admin/users — GoTrue's user list, newest first, with its pagination headers. */
export async function listAdminUsersRoute(app: FastifyInstance, context: AuthContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/users',
    {
      schema: {
        security: [{ bearerAuth: [] }],
        tags: ['admin'],
        summary: 'List users, newest first (x-total-count and link headers)',
        querystring: querySchema,
        response: { 200: z.object({ users: z.array(userSchema), aud: z.string() }) },
      },
    },
    async (request, reply) => {
      const page = pageNumber(request.query.page, 1);
      const perPage = Math.min(pageNumber(request.query.per_page, DEFAULT_PER_PAGE), MAX_PER_PAGE);
      const { total, records } = await listUsersPage(context.db, {
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      const path = request.url.split('?')[0] ?? '/auth/v1/admin/users';
      reply.header('x-total-count', String(total));
      reply.header('link', paginationLinks(path, page, perPage, total));
      return {
        users: records.map((record) => toGoTrueUser(record, context.config.adminEmails)),
        aud: 'authenticated',
      };
    },
  );
}
