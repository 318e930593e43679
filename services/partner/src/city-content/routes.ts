import type { ServiceContext } from '@cerca/service-kit';
import type { Storage } from '@cerca/storage';
import type { FastifyInstance } from 'fastify';
import { deleteCityContentRoute } from '../routes/delete-city-content';
import { listCityContentRoute } from '../routes/list-city-content';

/** City content management (spec 02 §2): the unified list and deleting an item. */
export async function cityContentRoutes(
  app: FastifyInstance,
  context: ServiceContext,
  storage: Storage,
): Promise<void> {
  await listCityContentRoute(app, context);
  await deleteCityContentRoute(app, context, storage);
}
