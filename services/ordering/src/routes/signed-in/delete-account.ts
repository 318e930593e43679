import { errorBodySchema } from '@cerca/contracts';
import {
  DELETE_ACCOUNT_WORD,
  deleteAccountResponseSchema,
  deleteAccountSchema,
} from '@cerca/contracts/account';
import { errors, revokeSessions, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { findAccountFiles, removeAccountFiles } from '../../account-files';
import type { OrderingContext } from '../../context';
import messages from '../../messages.json';
import { deleteAccount } from '../../repositories/account';

/**
 * How long a revocation mark lives: it must outlive the account's last access token. The auth
 * service's lifetime (AUTH_JWT_EXPIRY, 3600 s by default) is not in this service's config, so a
 * day covers any lifetime we configure; the marks are a few bytes each and expire by themselves.
 */
const REVOCATION_TTL_SECONDS = 24 * 3600;

/**
 * DELETE /me — Eliminar cuenta. Only the exact word "eliminar" confirms; then the auth user and
 * all their personal data go (the foreign keys cascade from auth.users), their stored files with
 * them (avatar, identity document, what they and their businesses uploaded), their orders stay
 * anonymised for the businesses' books, and every session of the account ends everywhere.
 */
export async function deleteAccountRoute(app: FastifyInstance, context: OrderingContext): Promise<void> {
  const { db, redis, config, storage } = context;
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/me',
    {
      schema: {
        tags: ['profile'],
        summary: "Deletes the caller's account and personal data; their orders stay without their name",
        description: 'Body { confirmation: "eliminar" }; any other word answers 400 confirmation_required.',
        security: [{ bearerAuth: [] }],
        body: deleteAccountSchema,
        response: {
          200: deleteAccountResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
        },
      },
    },
    async (request) => {
      if (request.body.confirmation !== DELETE_ACCOUNT_WORD) {
        throw errors.badRequest('confirmation_required', messages.deleteAccountWord);
      }
      const userId = request.user!.id;
      // Read before the rows go: the owned businesses' ids name their folders.
      const files = await findAccountFiles(db, userId);
      const ended = await deleteAccount(db, userId, messages.deletedAccountAddress);
      await removeAccountFiles(storage, files, request.log);
      await revokeSessions(redis, ended, {
        redisPrefix: config.redisPrefix,
        ttlSeconds: REVOCATION_TTL_SECONDS,
      });
      return { deleted: true as const };
    },
  );
}
