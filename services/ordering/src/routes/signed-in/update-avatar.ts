import { errorBodySchema } from '@cerca/contracts';
import { AVATAR_BUCKET, updateAvatarSchema } from '@cerca/contracts/account';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import { publicUrlPrefixes } from '@cerca/storage';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { updateAvatar } from '../../repositories/account';

/**
 * `<userId>.<ext>` in the avatars bucket, on our origin or under STORAGE_PUBLIC_URL (`publicBase`),
 * optionally `?v=<digits>` (a new upload's cache key).
 */
function isOwnAvatarUrl(userId: string, url: string, publicBase: string | null): boolean {
  return publicUrlPrefixes(publicBase, AVATAR_BUCKET, `${userId.toLowerCase()}.`).some(
    (prefix) => url.startsWith(prefix) && /^[a-z0-9]{1,5}(\?v=\d{1,15})?$/.test(url.slice(prefix.length)),
  );
}

/**
 * PUT /me/avatar — the header's avatar upload: the page stores the file through storage (which
 * checks by content that it is an image of at most 5 MB, as avatars/{userId}.{ext}) and then
 * names it here. Only the caller's own file is accepted; null removes the picture.
 */
export async function updateAvatarRoute(app: FastifyInstance, { db, config }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/me/avatar',
    {
      schema: {
        tags: ['profile'],
        summary: "Sets the caller's avatar to their own uploaded file, or removes it",
        security: [{ bearerAuth: [] }],
        body: updateAvatarSchema,
        response: {
          200: updateAvatarSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const url = request.body.avatar_url;
      if (url !== null && !isOwnAvatarUrl(userId, url, config.objectStorage.publicUrl)) {
        throw errors.badRequest('invalid_avatar', messages.invalidAvatar);
      }
      const saved = await updateAvatar(db, userId, url);
      if (!saved) throw errors.notFound('profile_not_found', messages.profileNotFound);
      return saved;
    },
  );
}
