import { errorBodySchema } from '@cerca/contracts';
import { publicProfileResponseSchema } from '@cerca/contracts/city-life/public-profile';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import messages from '../../messages.json';
import {
  countPersonPublications,
  findPublicProfile,
  listPersonBusinesses,
} from '../../repositories/public-profiles';
import { isUuid } from '../../request-guards';

// Any text is accepted so a malformed id in a profile link reads as 'Usuario no encontrado'.
export const personParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const personNotFound = () => errors.notFound('person_not_found', messages.personNotFound);

/** GET /people/:id — the public profile /profile/{id}: the same answer for every caller. */
export async function getPublicProfileRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/people/:id',
    {
      schema: {
        tags: ['people'],
        summary: "A person's public profile: names, avatar, join date, post count and businesses",
        description:
          'The e-mail is null unless its owner turned on show_email (PUT /api/ordering/me/settings).',
        params: personParamsSchema,
        response: { 200: publicProfileResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const profile = isUuid(id) ? await findPublicProfile(db, id) : undefined;
      if (!profile) throw personNotFound();
      const [postsCount, businesses] = await Promise.all([
        countPersonPublications(db, id),
        listPersonBusinesses(db, id),
      ]);
      return { profile, posts_count: postsCount, businesses };
    },
  );
}
