/**
 * Every queue, its job names and their payloads, declared once: producers in any service and
 * the jobs service's workers share these types. Payloads hold ids and times, never secrets.
 */
export const QUEUE_NAMES = [
  'story-expiry',
  'route-window',
  'promotion-expiry',
  'notifications',
  'image-thumbnails',
  'subscription-period-end',
  'order-payments',
  'mail',
  'retention',
] as const;

export type QueueName = (typeof QUEUE_NAMES)[number];

/** ISO 8601 instant, e.g. '2026-11-23T03:00:00.000Z' (job data is JSON). */
export type IsoInstant = string;

/** Archive a story at its expiry (kept for its owner; the sweep deletes it 30 days later unless collected). */
export interface StoryExpiryJob {
  storyId: string;
  expiresAt: IsoInstant;
}

/** Close a weekend route when its 72-hour window ends. */
export interface RouteWindowJob {
  routeId: string;
  expiresAt: IsoInstant;
}

/** Tell the business when one of its promotions (business_global_messages) has expired. */
export interface PromotionExpiryJob {
  messageId: string;
  expiresAt: IsoInstant;
}

/** A notification row for a person, pushed to their realtime room. */
export interface NotificationJob {
  /** Chosen by the producer so a retried job never inserts twice. */
  notificationId: string;
  userId: string;
  type: string;
  /** Spanish, shown as is. */
  title: string;
  body?: string | null;
  data?: Record<string, unknown>;
}

/**
 * Something happened to an order (issue 11); the notifications worker reads the order and decides
 * who is told: 'created' the business owner; 'status' the customer (and, when delivered, the
 * owner); 'available' the available drivers of the business's zone; 'assigned' that driver;
 * 'cancelled' whoever of the customer, the owner and the driver did not cancel it;
 * 'help_reported' the owner, of the customer's report ("Ayuda con mi pedido").
 */
export type OrderEventJob = (
  | { kind: 'created'; orderId: string }
  | { kind: 'status'; orderId: string; status: string }
  | { kind: 'available'; orderId: string }
  | { kind: 'assigned'; orderId: string; driverId: string }
  /** Cancelled (issue 25): the other parties hear who cancelled it and why (read from the order). */
  | { kind: 'cancelled'; orderId: string }
  /** A customer reported a problem with the order (issue 25): its owner hears what (read from the report). */
  | { kind: 'help_reported'; orderId: string; reportId: string }
) & {
  /**
   * How many deliveries of the order were cancelled before this event. A driver's cancel sends
   * the order back to looking_for_driver, so the same state (and the same driver) can come again:
   * this tells the repeat from a retry of the first (deliveryAttempt in @cerca/db counts them).
   */
  attempt?: number;
};

/**
 * The unread-messages e-mail digest of one person (issue 12): due 10 minutes after a message to
 * them; it mails what is still unread and not mailed yet, and is cancelled when they read it all.
 */
export interface MessageDigestJob {
  userId: string;
}

/**
 * A driver invitation (issue 21): 'driver-invitation-mail' mails the invited address once;
 * 'driver-invitation-expiry', due at its expires_at, lapses it and removes its ID document.
 */
export interface DriverInvitationJob {
  invitationId: string;
}

/** Rows whose image gets a thumbnail, recorded in the row's thumbnail_url. */
export type ThumbnailTarget = {
  table: 'business_stories' | 'business_posts' | 'business_photos';
  id: string;
};

export interface ImageThumbnailJob {
  bucket: 'business-stories' | 'business-posts' | 'business-photos';
  key: string;
  target: ThumbnailTarget;
}

/** Deliver one row of auth.mail_outbox (its id); the row says whether and when it is due. */
export interface MailJob {
  mailId: string;
}

/** Periodic catch-up of anything whose delayed job was lost; no payload. */
export type SweepJob = Record<string, never>;

/** Job names and payloads per queue. */
export interface QueueJobs {
  'story-expiry': { expire: StoryExpiryJob; sweep: SweepJob };
  'route-window': { close: RouteWindowJob; sweep: SweepJob };
  'promotion-expiry': { expire: PromotionExpiryJob; sweep: SweepJob };
  notifications: {
    deliver: NotificationJob;
    'order-event': OrderEventJob;
    'message-digest': MessageDigestJob;
    'driver-invitation-mail': DriverInvitationJob;
    'driver-invitation-expiry': DriverInvitationJob;
    /**
     * Digests of people whose unread messages are past due but have no job (a lost one), and
     * driver invitations whose mail or expiry job was lost.
     */
    sweep: SweepJob;
  };
  'image-thumbnails': { thumbnail: ImageThumbnailJob; sweep: SweepJob };
  /** Ends or renews local-provider subscriptions whose period is over (the ordering service does it). */
  'subscription-period-end': { sweep: SweepJob };
  /**
   * Unpaid card orders and overdue OXXO vouchers expired, lost refunds asked again (issue 25; the
   * ordering service does it).
   */
  'order-payments': { sweep: SweepJob };
  /** 'sweep' queues a 'send' for every due mail whose job was lost (Redis lost data, a failed enqueue). */
  mail: { send: MailJob; sweep: SweepJob };
  /** Once a day: deletes what is kept no longer (services/jobs/src/processors/retention.ts). */
  retention: { purge: SweepJob };
}

export type JobName<Q extends QueueName> = keyof QueueJobs[Q] & string;
export type JobData<Q extends QueueName> = QueueJobs[Q][JobName<Q>];
export type JobPayload<Q extends QueueName, N extends JobName<Q>> = QueueJobs[Q][N];

/** Every 10 minutes the workers sweep for expired rows whose delayed job never ran. */
export const SWEEP_EVERY_MS = 10 * 60 * 1000;
