import { errorBodySchema } from '@cerca/contracts';
import { accountSchema } from '@cerca/contracts/account';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { findAccount } from '../../repositories/account';

/** GET /me/account — the caller's username, e-mail, phone and notifications setting (/profile). */
export async function getAccountRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/me/account',
    {
      schema: {
        tags: ['profile'],
        summary: "The caller's editable account fields (Mi Perfil, Configuración)",
        security: [{ bearerAuth: [] }],
        response: { 200: accountSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const account = await findAccount(db, request.user!.id);
      if (!account) throw errors.notFound('profile_not_found', messages.profileNotFound);
      return account;
    },
  );
}
