import { randomUUID } from 'node:crypto';
import { errorBodySchema } from '@cerca/contracts';
import { orderHelpReportResponseSchema } from '@cerca/contracts/order-help';
import { orderPathSchema } from '@cerca/contracts/orders-panel';
import { isUniqueViolation } from '@cerca/db';
import { errors, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import type { OrderingContext } from '../../context';
import { isUuid } from '../../menu-manager-rules';
import messages from '../../messages.json';
import { assertReportable, HELP_PHOTO_BUCKET, readHelpReportForm } from '../../order-help';
import { orderArrival } from '../../order-progress';
import { findHelpFacts, insertHelpReport } from '../../repositories/order-help-reports';
import { findProgressOrder } from '../../repositories/order-progress';
import { lockOrder } from '../../repositories/orders-panel';

/** POST /me/orders/:id/help-reports — "Ayuda con mi pedido": the customer reports a problem. */
export async function reportOrderProblemRoute(app: FastifyInstance, context: OrderingContext): Promise<void> {
  const { db, storage, delivery } = context;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/me/orders/:id/help-reports',
    {
      schema: {
        tags: ['orders'],
        summary: 'Report a problem with one of my orders, with an optional photo',
        description:
          'Issue 25. multipart/form-data: reason (missing_item, cold, never_arrived), an optional note (500 ' +
          "characters) and an optional image `photo` (5MB), stored privately. The order's customer only " +
          "(anyone else: 404, as for an order that does not exist). 409 'order_not_reportable' unless the " +
          'order was delivered less than 48 hours ago or, neither delivered nor cancelled, was placed more ' +
          "than 60 minutes ago (late); a late order can only have never arrived (409 'reason_not_applicable'). " +
          "One report per order and reason: the same again is 409 'already_reported', also when two arrive " +
          'at once. The business owner is notified.',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        params: orderPathSchema,
        response: {
          201: orderHelpReportResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const { id } = request.params;
      if (!isUuid(id)) throw errors.notFound('order_not_found', messages.orderNotFound);
      const { fields, photo } = await readHelpReportForm(request, storage);
      const reportId = randomUUID();
      let photoKey: string | null = null;
      try {
        const report = await db.transaction().execute(async (trx) => {
          // The same lock as a cancellation or a status change: the state checked is the state kept.
          const order = await lockOrder(trx, id.toLowerCase());
          if (!order || order.user_id !== userId)
            throw errors.notFound('order_not_found', messages.orderNotFound);
          const facts = await findHelpFacts(trx, order.id);
          // Late means past its arrival window, the one My orders shows (order-eta).
          const progressOrder = await findProgressOrder(trx, order.id, userId);
          const arrival = progressOrder ? (await orderArrival(trx, progressOrder)).window : null;
          assertReportable(
            { status: order.status, ...facts, arrival_to: arrival?.to ?? null },
            fields.reason,
            new Date(),
          );
          photoKey = photo ? `${order.business_id}/${reportId}.${photo.extension}` : null;
          const report = await insertHelpReport(trx, {
            id: reportId,
            order_id: order.id,
            business_id: order.business_id,
            user_id: userId,
            reason: fields.reason,
            note: fields.note || null,
            photo_key: photoKey,
          });
          await delivery.recordHelpReport(trx, order.id, reportId);
          // Stored before the commit, so no report points at a missing photo.
          if (photo && photoKey)
            await storage.putObject(HELP_PHOTO_BUCKET, photoKey, photo.buffer, photo.contentType);
          return report;
        });
        return reply.status(201).send({ report });
      } catch (error) {
        if (photoKey) {
          const key: string = photoKey;
          await storage
            .removeObject(HELP_PHOTO_BUCKET, key)
            .catch((removal: unknown) => request.log.warn({ err: removal, key }, 'report photo left behind'));
        }
        if (isUniqueViolation(error, 'order_help_reports_one_per_reason'))
          throw errors.conflict('already_reported', messages.helpAlreadyReported);
        throw error;
      }
    },
  );
}
