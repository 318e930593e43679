import { errorBodySchema } from '@cerca/contracts';
import { accountSchema, updateAccountSchema } from '@cerca/contracts/account';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { updateAccount, usernameTakenByOther } from '../../repositories/account';

const UNIQUE_VIOLATION = '23505';

/** PATCH /me/account — Mi Perfil: username (unique) and phone; the e-mail never changes here. */
export async function updateAccountRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/me/account',
    {
      schema: {
        tags: ['profile'],
        summary: "Changes the caller's username and phone",
        description: 'A username another person uses answers 409 username_taken. A blank phone clears it.',
        security: [{ bearerAuth: [] }],
        body: updateAccountSchema,
        response: {
          200: accountSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const taken = () => errors.conflict('username_taken', messages.usernameTaken);
      if (await usernameTakenByOther(db, userId, request.body.username)) throw taken();
      try {
        const saved = await updateAccount(db, userId, request.body);
        if (!saved) throw errors.notFound('profile_not_found', messages.profileNotFound);
        return saved;
      } catch (error) {
        // Two people claiming the same name at once: the unique index decides.
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw taken();
        throw error;
      }
    },
  );
}
