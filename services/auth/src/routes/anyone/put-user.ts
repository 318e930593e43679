import type { ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../auth-context';
import { authenticate } from '../../lib/authenticate';
import { gotrue } from '../../lib/gotrue-error';
import { metadataSchema, userSchema } from '../../lib/gotrue-schemas';
import { toGoTrueUser } from '../../lib/gotrue-user';
import { updateOwnUser } from '../../lib/update-own-user';
import { findUserById } from '../../repositories/users';

const bodySchema = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().optional(),
  nonce: z.string().max(64).optional(),
  current_password: z.string().max(1024).optional(),
  data: metadataSchema.optional(),
});

/**
 * PUT /user — the signed-in person changes their password or user_metadata. A new password from a
 * session older than the reauthentication window also needs `nonce` or `current_password`.
 */
export async function putUserRoute(app: FastifyInstance, context: AuthContext): Promise<void> {
  const { db, config } = context;
  app.withTypeProvider<ZodTypeProvider>().put(
    '/user',
    {
      schema: {
        tags: ['user'],
        summary: 'Change password or user_metadata (the e-mail cannot be changed)',
        body: bodySchema,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(context, request);
      await updateOwnUser(context, caller, request.body);
      const updated = await findUserById(db, caller.record.user.id);
      if (!updated) throw gotrue.userNotFound();
      return toGoTrueUser(updated, config.adminEmails);
    },
  );
}
