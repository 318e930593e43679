import * as z from 'zod/mini';
import { LATE_GRACE_MINUTES } from './order-eta';
import type { OrderStatus } from './orders';

// "Ayuda con mi pedido" (issue 25): a customer reports a problem with a delivered or late order;
// the business sees it in its orders panel and resolves it, the city's partner sees its city's.
// Imported by file ('@cerca/contracts/order-help') by services/ordering and mf-ordering. The rule of
// when an order may be reported lives here once: the server enforces it, My orders uses it to show
// the button.

/** What went wrong (order_help_reports.reason). */
export const ORDER_HELP_REASONS = ['missing_item', 'cold', 'never_arrived'] as const;
export type OrderHelpReason = (typeof ORDER_HELP_REASONS)[number];
/** A report is open until the business marks it resolved (order_help_reports.status). */
export const ORDER_HELP_STATUSES = ['open', 'resolved'] as const;
export type OrderHelpStatus = (typeof ORDER_HELP_STATUSES)[number];
export const MAX_HELP_NOTE = 500;
/** The photo's form field; an image, at most ORDER_HELP_PHOTO_MAX_BYTES (the bucket's limit). */
export const ORDER_HELP_PHOTO_FIELD = 'photo';
export const ORDER_HELP_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Without an arrival window (an order still waiting for its payment has none), a live order counts
 * as late this long after it was placed. With one, it is late once past the window (order-eta).
 */
export const ORDER_LATE_AFTER_MINUTES = 60;
/**
 * A delivered order can be reported this long after its delivery: long enough to notice a missing
 * item the next day, short enough that the business can still check what happened.
 */
export const ORDER_HELP_WINDOW_HOURS = 48;

/** Why the order may be reported now: it came (delivered) or it is overdue (late). */
export type OrderHelpMoment = 'late' | 'delivered';

/** What the rule reads of an order: its status, when it was placed and when it was delivered. */
export interface OrderHelpFacts {
  status: OrderStatus;
  created_at: string | Date;
  /** When it was delivered; null unless delivered. */
  delivered_at: string | Date | null;
  /**
   * The end of its arrival window ("Llega entre … y …", order-eta's arrivalWindow) while it is
   * live; null or absent without one.
   */
  arrival_to?: string | Date | null;
}

const MINUTE = 60 * 1000;
const time = (value: string | Date) => new Date(value).getTime();

/** When a live order becomes late: past its arrival window with the grace (isPastArrival). */
export function lateAt(order: Pick<OrderHelpFacts, 'created_at' | 'arrival_to'>): Date {
  if (order.arrival_to) return new Date(time(order.arrival_to) + LATE_GRACE_MINUTES * MINUTE);
  return new Date(time(order.created_at) + ORDER_LATE_AFTER_MINUTES * MINUTE);
}

/**
 * Whether the order may be reported at `now`, and why: delivered within the window, or neither
 * delivered nor cancelled and late. Null otherwise (too early, cancelled, window over).
 */
export function orderHelpMoment(order: OrderHelpFacts, now: Date): OrderHelpMoment | null {
  // Cancelled, or not placed yet (its card or OXXO payment has not come): nothing to be late for.
  if (order.status === 'cancelled' || order.status === 'awaiting_payment') return null;
  if (order.status === 'delivered') {
    const delivered = time(order.delivered_at ?? order.created_at);
    return now.getTime() <= delivered + ORDER_HELP_WINDOW_HOURS * 60 * MINUTE ? 'delivered' : null;
  }
  return now.getTime() >= lateAt(order).getTime() ? 'late' : null;
}

/**
 * The reasons that make sense at that moment: an order that has not come can only have not come;
 * one that came may miss an item, be cold, or (marked delivered) never have reached the customer.
 */
export function orderHelpReasonsFor(moment: OrderHelpMoment): readonly OrderHelpReason[] {
  return moment === 'late' ? ['never_arrived'] : ORDER_HELP_REASONS;
}

/**
 * POST /api/ordering/me/orders/:id/help-reports is multipart/form-data: these text fields and an
 * optional image `photo`. The dialog's form validates with the same schema.
 */
export const orderHelpFieldsSchema = z.strictObject({
  reason: z.enum(ORDER_HELP_REASONS),
  note: z.optional(z.string().check(z.trim(), z.maxLength(MAX_HELP_NOTE))),
});
export type OrderHelpFields = z.infer<typeof orderHelpFieldsSchema>;

/** A report as its customer sees it on the order. */
export const orderHelpReportSchema = z.object({
  id: z.uuid(),
  reason: z.enum(ORDER_HELP_REASONS),
  status: z.enum(ORDER_HELP_STATUSES),
  created_at: z.string(),
  resolved_at: z.nullable(z.string()),
});
export type OrderHelpReport = z.infer<typeof orderHelpReportSchema>;
export const orderHelpReportResponseSchema = z.object({ report: orderHelpReportSchema });

/** A report as the business (its orders panel) and the city's partner see it. */
export const helpReportEntrySchema = z.object({
  id: z.uuid(),
  order_id: z.uuid(),
  business: z.object({ id: z.uuid(), name: z.string() }),
  /** The customer's name; null once their account is gone. */
  customer_name: z.nullable(z.string()),
  reason: z.enum(ORDER_HELP_REASONS),
  note: z.nullable(z.string()),
  /** A signed URL, valid for an hour; null without a photo. */
  photo_url: z.nullable(z.string()),
  status: z.enum(ORDER_HELP_STATUSES),
  created_at: z.string(),
  resolved_at: z.nullable(z.string()),
});
export type HelpReportEntry = z.infer<typeof helpReportEntrySchema>;
export const HELP_REPORTS_PAGE_SIZE = 20;
export const helpReportsQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
export const helpReportsPageSchema = z.object({
  reports: z.array(helpReportEntrySchema),
  next_cursor: z.nullable(z.string()),
});
export type HelpReportsPage = z.infer<typeof helpReportsPageSchema>;
export const helpReportEntryResponseSchema = z.object({ report: helpReportEntrySchema });

/** The orders panel's report (POST /businesses/:id/help-reports/:reportId/resolve). */
export const helpReportPathSchema = z.object({
  id: z.string().check(z.maxLength(100)),
  reportId: z.string().check(z.maxLength(100)),
});
/** The city partner's list (GET /cities/:cityId/help-reports). */
export const cityHelpReportsPathSchema = z.object({ cityId: z.string().check(z.maxLength(100)) });
