import { errorBodySchema } from '@cerca/contracts';
import { callPermissionSchema } from '@cerca/contracts/driver-call-permission';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { findCallPermission, setCallPermission } from '../../repositories/call-permission';

/**
 * /me/call-permission — "Permitir que los clientes me llamen" (issue 25): GET reads it, PUT sets it.
 * The ordering service sends the phone to an order's customer only while on the way and only if on.
 */
export async function callPermissionRoutes(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  const schema = {
    tags: ['drivers'],
    security: [{ bearerAuth: [] }],
    response: { 200: callPermissionSchema, 401: errorBodySchema, 404: errorBodySchema },
  };
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/me/call-permission',
    { schema: { ...schema, summary: 'Whether customers may call me while I carry their order' } },
    async (request) => {
      const allow = await findCallPermission(db, request.user!.id);
      if (allow === undefined) throw errors.notFound('driver_not_found', messages.driverNotFound);
      return { allow_customer_calls: allow };
    },
  );
  typed.put(
    '/me/call-permission',
    {
      schema: { ...schema, summary: 'Allow or stop customers calling me', body: callPermissionSchema },
    },
    async (request) => {
      const allow = await setCallPermission(db, request.user!.id, request.body.allow_customer_calls);
      if (allow === undefined) throw errors.notFound('driver_not_found', messages.driverNotFound);
      return { allow_customer_calls: allow };
    },
  );
}
