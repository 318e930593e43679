import { errorBodySchema } from '@cerca/contracts';
import {
  deliveryOrderPathSchema,
  deliveryStatusBodySchema,
  deliveryStatusResponseSchema,
  nextDeliverySteps,
} from '@cerca/contracts/deliveries';
import { findOfferedOrder, recordOrderChange } from '@cerca/deliveries';
import type { OrderEventJob } from '@cerca/queues';
import { errors, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import type { DriverContext } from '../../context';
import { isUuid } from '../../delivery-cursor';
import messages from '../../messages.json';
import {
  deliverOrder,
  findDeliveryOrder,
  lockDelivery,
  releaseOrder,
  setDeliveryStatus,
} from '../../repositories/deliveries';

/**
 * POST /deliveries/:id/status — the assigned driver moves their delivery one step: from accepted
 * to picked_up or cancelled, from picked_up to delivered (the order is delivered too). A cancel
 * gives the order back: looking_for_driver with no driver, announced to the zone again.
 */
export async function updateDeliveryStatusRoute(
  app: FastifyInstance,
  { db, events }: DriverContext,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/deliveries/:id/status',
    {
      schema: {
        tags: ['deliveries'],
        summary: 'Move the own delivery to its next step',
        description:
          ':id is the driver_orders id. Spec 02 §4 Driver order: accepted → picked_up | cancelled, picked_up → ' +
          'delivered (which delivers the order). Cancelled puts the order back to looking_for_driver with no ' +
          "driver (product decision) and pushes it to the zone. Another driver's delivery is 403; a skipped or " +
          "repeated step 409 'invalid_delivery_step'.",
        security: [{ bearerAuth: [] }],
        params: deliveryOrderPathSchema,
        body: deliveryStatusBodySchema,
        response: {
          200: deliveryStatusResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const driverId = request.user!.id.toLowerCase();
      const id = request.params.id.toLowerCase();
      const step = request.body.status;
      if (!isUuid(id)) throw errors.notFound('delivery_not_found', messages.deliveryNotFound);
      const changed = await db.transaction().execute(async (trx) => {
        const delivery = await lockDelivery(trx, id);
        if (!delivery) throw errors.notFound('delivery_not_found', messages.deliveryNotFound);
        if (delivery.driver_id !== driverId) throw errors.forbidden(messages.notYourDelivery);
        if (!nextDeliverySteps(delivery.status).includes(step)) {
          throw errors.conflict('invalid_delivery_step', messages.invalidDeliveryStep);
        }
        await setDeliveryStatus(trx, delivery.id, step);
        let orderStatus: 'delivered' | 'looking_for_driver' | null = null;
        let moved = false;
        if (step === 'delivered') {
          moved = (await deliverOrder(trx, delivery.order_id, driverId)).numUpdatedRows > 0n;
          orderStatus = 'delivered';
        } else if (step === 'cancelled') {
          moved = (await releaseOrder(trx, delivery.order_id, driverId)).numUpdatedRows > 0n;
          if (moved) orderStatus = 'looking_for_driver';
        }
        if (moved && orderStatus) {
          await recordOrderChange(trx, {
            order_id: delivery.order_id,
            from_status: delivery.order_status,
            to_status: orderStatus,
            actor: 'driver',
            actor_id: driverId,
          });
        }
        if (orderStatus) {
          const jobs: OrderEventJob[] = [{ kind: 'status', orderId: delivery.order_id, status: orderStatus }];
          if (orderStatus === 'looking_for_driver' && delivery.city_id)
            jobs.push({ kind: 'available', orderId: delivery.order_id });
          await events.record(trx, jobs);
        }
        return { delivery, orderStatus };
      });

      const { delivery, orderStatus } = changed;
      const order = await findDeliveryOrder(db, delivery.order_id, driverId);
      if (!order) throw errors.notFound('delivery_not_found', messages.deliveryNotFound);
      if (orderStatus) {
        const announced = {
          id: delivery.order_id,
          business_id: delivery.business_id,
          user_id: delivery.user_id,
          status: orderStatus,
        };
        events.announce.status(announced, [driverId]);
        if (orderStatus === 'looking_for_driver' && delivery.city_id) {
          // Back on the zone's lists, as the business's 'Buscando Repartidor' step does: offered
          // again, so without the customer's details (issue 21).
          const offered = await findOfferedOrder(db, delivery.order_id);
          if (offered) events.announce.available(delivery.city_id, offered);
        }
      }
      return { order };
    },
  );
}
