import * as z from 'zod/mini';

// Issue 25: a driver's earnings and delivery rating. Today and this week (Monday to now) in the
// driver's city time zone, computed by the driver service: deliveries, tips (theirs) and the cash
// they collected (what cash orders they delivered charged). The driver reads their own on the
// dashboard; the city's partner reads every driver's of the city. In its own file: the dashboard
// loads it lazily, apart from its first-load modules.

/** Deliveries delivered in a period, the tips in them and the cash collected (MXN strings). */
export const earningsTotalsSchema = z.object({
  deliveries: z.int(),
  tips: z.string(),
  cash: z.string(),
});
export type EarningsTotals = z.infer<typeof earningsTotalsSchema>;

/** The average of the customers' delivery stars ('4.5', one decimal; null before any) and how many. */
export const deliveryRatingSummarySchema = z.object({
  average: z.nullable(z.string()),
  count: z.int(),
});
export type DeliveryRatingSummary = z.infer<typeof deliveryRatingSummarySchema>;

export const todayDeliverySchema = z.object({
  order_id: z.uuid(),
  business_name: z.string(),
  /** ISO UTC; shown in time_zone. */
  delivered_at: z.string(),
  total_amount: z.string(),
  tip_amount: z.string(),
});
export type TodayDelivery = z.infer<typeof todayDeliverySchema>;

/** GET /api/driver/me/earnings */
export const driverEarningsSchema = z.object({
  time_zone: z.string(),
  today: earningsTotalsSchema,
  week: earningsTotalsSchema,
  today_deliveries: z.array(todayDeliverySchema),
  rating: deliveryRatingSummarySchema,
});
export type DriverEarnings = z.infer<typeof driverEarningsSchema>;

export const cityPathSchema = z.object({ cityId: z.string().check(z.maxLength(100)) });

/** GET /api/driver/cities/:cityId/driver-earnings — the city partner's view, one row per driver. */
export const cityDriverEarningsSchema = z.object({
  time_zone: z.string(),
  drivers: z.array(
    z.object({
      driver_id: z.uuid(),
      username: z.nullable(z.string()),
      full_name: z.nullable(z.string()),
      today: earningsTotalsSchema,
      week: earningsTotalsSchema,
      rating: deliveryRatingSummarySchema,
    }),
  ),
});
export type CityDriverEarnings = z.infer<typeof cityDriverEarningsSchema>;
