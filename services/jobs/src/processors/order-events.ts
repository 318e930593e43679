import { createHash } from 'node:crypto';
import { type OrderEventJob, orderEventJobId } from '@cerca/queues';
import type { Job } from 'bullmq';
import type { ProcessorDeps } from '../deps';
import { fill } from '../fill';
import messages from '../messages.json';
import { deliverNotifications } from './notifications';

/** What the worker reads of an order to word and address its notifications. */
interface OrderFacts {
  id: string;
  status: string;
  customerId: string | null;
  driverId: string | null;
  totalAmount: string;
  businessId: string;
  businessName: string;
  ownerId: string;
  zoneId: string | null;
  /** Who cancelled it and why (issue 25); null unless cancelled. */
  cancelledBy: string | null;
  cancelReason: string | null;
  cancelNote: string | null;
}

interface Recipient {
  userId: string;
  type: string;
  title: string;
  body: string;
  data: Record<string, unknown>;
}

const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

function statusLabel(status: string): string {
  return (messages.orderStatusLabels as Record<string, string>)[status] ?? status;
}

/** Why it was cancelled, for the other side: the person's own words for "Otro". */
function cancelReasonText(order: OrderFacts): string {
  if (order.cancelReason === 'other' && order.cancelNote) return order.cancelNote;
  return (
    (messages.cancelReasons as Record<string, string>)[order.cancelReason ?? 'other'] ??
    messages.cancelReasons.other
  );
}

/**
 * A UUID derived from the job and the recipient (SHA-1, shaped like a version-5 UUID): every
 * attempt of a job gives the same ids, so a retry never stores or pushes a notification twice.
 */
function notificationIdFor(jobId: string, type: string, userId: string): string {
  const hex = createHash('sha1').update(`${jobId}:${type}:${userId}`).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

async function readOrder(deps: ProcessorDeps, orderId: string): Promise<OrderFacts | undefined> {
  const row = await deps.db
    .selectFrom('orders as o')
    .innerJoin('businesses as b', 'b.id', 'o.business_id')
    .select([
      'o.id',
      'o.status',
      'o.user_id',
      'o.driver_id',
      'o.total_amount',
      'b.id as business_id',
      'b.name as business_name',
      'b.owner_id',
      'b.city_id',
      'o.cancelled_by',
      'o.cancel_reason',
      'o.cancel_note',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    status: row.status,
    customerId: row.user_id,
    driverId: row.driver_id,
    totalAmount: String(row.total_amount),
    businessId: row.business_id,
    businessName: row.business_name,
    ownerId: row.owner_id,
    zoneId: row.city_id,
    cancelledBy: row.cancelled_by,
    cancelReason: row.cancel_reason,
    cancelNote: row.cancel_note,
  };
}

/** The approved drivers of a zone who are taking orders now. */
async function availableDriversOf(deps: ProcessorDeps, zoneId: string): Promise<string[]> {
  const rows = await deps.db
    .selectFrom('drivers')
    .select('id')
    .where('zone_id', '=', zoneId)
    .where('status', '=', 'approved')
    .where('is_available', '=', true)
    .execute();
  return rows.map((row) => row.id);
}

/** Who is told what about one event (before the opt-out rule). */
async function recipientsOf(
  deps: ProcessorDeps,
  event: OrderEventJob,
  order: OrderFacts,
): Promise<Recipient[]> {
  const business = order.businessName;
  const base = { order_id: order.id, business_id: order.businessId, business_name: business };
  switch (event.kind) {
    case 'created':
      return [
        {
          userId: order.ownerId,
          type: 'order_created',
          title: messages.orderCreatedTitle,
          body: fill(messages.orderCreatedBody, { business, total: money.format(Number(order.totalAmount)) }),
          data: { ...base, total_amount: order.totalAmount },
        },
      ];
    case 'status': {
      const told: Recipient[] = [];
      if (order.customerId)
        told.push({
          userId: order.customerId,
          type: 'order_status',
          title: fill(messages.orderStatusTitle, { business }),
          body: fill(messages.orderStatusBody, { status: statusLabel(event.status) }),
          data: { ...base, status: event.status },
        });
      if (event.status === 'delivered')
        told.push({
          userId: order.ownerId,
          type: 'order_delivered',
          title: messages.orderDeliveredTitle,
          body: fill(messages.orderDeliveredBody, { business }),
          data: base,
        });
      return told;
    }
    case 'available': {
      // Taken (or moved on) before the job ran: nobody needs to hear about it any more.
      if (order.status !== 'looking_for_driver' || order.driverId !== null || !order.zoneId) return [];
      const drivers = await availableDriversOf(deps, order.zoneId);
      return drivers.map((userId) => ({
        userId,
        type: 'order_available',
        title: messages.orderAvailableTitle,
        body: fill(messages.orderAvailableBody, { business }),
        data: base,
      }));
    }
    case 'cancelled': {
      if (order.status !== 'cancelled') return [];
      const reason = cancelReasonText(order);
      const told: Recipient[] = [];
      const data = { ...base, status: 'cancelled', cancelled_by: order.cancelledBy, reason };
      if (order.cancelledBy !== 'customer' && order.customerId)
        told.push({
          userId: order.customerId,
          type: 'order_cancelled',
          title: fill(messages.orderCancelledTitle, { business }),
          body: fill(messages.orderCancelledBody, { reason }),
          data,
        });
      if (order.cancelledBy === 'customer')
        told.push({
          userId: order.ownerId,
          type: 'order_cancelled_by_customer',
          title: messages.orderCancelledByCustomerTitle,
          body: fill(messages.orderCancelledByCustomerBody, { business, reason }),
          data,
        });
      if (order.driverId)
        told.push({
          userId: order.driverId,
          type: 'delivery_cancelled',
          title: messages.deliveryCancelledTitle,
          body: fill(messages.deliveryCancelledBody, { business, reason }),
          data,
        });
      return told;
    }
    case 'help_reported': {
      // "Ayuda con mi pedido" (issue 25): the owner hears what the customer reported.
      const report = await deps.db
        .selectFrom('order_help_reports')
        .select('reason')
        .where('id', '=', event.reportId)
        .executeTakeFirst();
      if (!report) return [];
      const problem = (messages.helpReasons as Record<string, string>)[report.reason] ?? report.reason;
      return [
        {
          userId: order.ownerId,
          type: 'order_help_report',
          title: messages.orderHelpReportTitle,
          body: fill(messages.orderHelpReportBody, { business, problem }),
          data: { ...base, report_id: event.reportId, reason: report.reason },
        },
      ];
    }
    case 'assigned':
      return [
        {
          userId: event.driverId,
          type: 'delivery_assigned',
          title: messages.deliveryAssignedTitle,
          body: fill(messages.deliveryAssignedBody, { business }),
          data: base,
        },
      ];
  }
}

/**
 * The opt-out rule: people whose notifications are off hear only about orders they are a party
 * to (the customer, the business's owner, the assigned driver).
 */
async function withoutOptedOut(
  deps: ProcessorDeps,
  order: OrderFacts,
  event: OrderEventJob,
  recipients: Recipient[],
): Promise<Recipient[]> {
  const parties = new Set([order.customerId, order.ownerId, order.driverId]);
  if (event.kind === 'assigned') parties.add(event.driverId);
  const others = [...new Set(recipients.map((r) => r.userId).filter((id) => !parties.has(id)))];
  if (others.length === 0) return recipients;
  const optedOut = await deps.db
    .selectFrom('profiles')
    .select('id')
    .where('id', 'in', others)
    .where('notifications_enabled', '=', false)
    .execute();
  const silent = new Set(optedOut.map((row) => row.id));
  return recipients.filter((recipient) => !silent.has(recipient.userId));
}

/**
 * notifications/order-event: reads the order, decides who is told, and stores and pushes one
 * notification each. Idempotent: ids derive from the job id, so a retry (or the same event
 * queued again) stores and pushes only what is missing.
 */
export function createOrderEventProcessor(deps: ProcessorDeps) {
  return async (job: Job<OrderEventJob>) => {
    const event = job.data;
    const order = await readOrder(deps, event.orderId);
    if (!order) return { outcome: 'missing', delivered: 0 };
    const recipients = await withoutOptedOut(deps, order, event, await recipientsOf(deps, event, order));
    const jobId = job.id ?? orderEventJobId(event);
    const pushed = await deliverNotifications(
      deps,
      recipients.map((recipient) => ({
        notificationId: notificationIdFor(jobId, recipient.type, recipient.userId),
        ...recipient,
      })),
    );
    return { outcome: 'notified', recipients: recipients.length, delivered: pushed.length };
  };
}
