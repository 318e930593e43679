import { admins, routeFolder } from '@cerca/service-kit';
import type { JobsContext } from '../../context';
import { listQueuesRoute } from './list-queues';

/** Admins only: the queue counts. */
export const adminRoutes = routeFolder<JobsContext>({
  guard: (context) => admins(context),
  async routes(app, context) {
    await listQueuesRoute(app, context);
  },
});
