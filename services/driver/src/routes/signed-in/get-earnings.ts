import { errorBodySchema } from '@cerca/contracts';
import { driverEarningsSchema } from '@cerca/contracts/driver-earnings';
import { errors, type ServiceContext, type ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance } from 'fastify';
import messages from '../../messages.json';
import { driverEarnings, todayDeliveries } from '../../repositories/earnings';

/** GET /me/earnings — "Tus ganancias": today's and this week's deliveries, tips, cash, and the rating. */
export async function getEarningsRoute(app: FastifyInstance, { db }: ServiceContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/me/earnings',
    {
      schema: {
        tags: ['deliveries'],
        summary: "The driver's earnings today and this week, and their delivery rating",
        description:
          "Issue 25. In the driver's city time zone: today from local midnight, the week from Monday. " +
          'tips: the tips of the orders delivered; cash: the totals of the cash orders delivered. ' +
          "rating: the average of the customers' delivery stars (one decimal) and their count.",
        security: [{ bearerAuth: [] }],
        response: { 200: driverEarningsSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const now = new Date();
      const earnings = await driverEarnings(db, request.user!.id, now);
      if (!earnings) throw errors.notFound('driver_not_found', messages.driverNotFound);
      return {
        time_zone: earnings.time_zone,
        today: earnings.today,
        week: earnings.week,
        today_deliveries: await todayDeliveries(db, earnings.driver_id, earnings.time_zone, now),
        rating: earnings.rating,
      };
    },
  );
}
