// The drill's arithmetic, apart from any I/O so that it is unit-tested: what customers were told
// against what the service stored, and how requests fared around each fault.

/** One order a customer meant to place: one idempotency key, retried until an answer. */
export interface OrderIntent {
  customer: string;
  /** Written into the order's delivery notes, so the stored order can be found again. */
  tag: string;
  /** The order id of the 201 the customer finally got; null when they gave up. */
  confirmedId: string | null;
  attempts: number;
}

/** An order as the customer's own list answers it. */
export interface StoredOrder {
  id: string;
  customer: string;
  tag: string | null;
}

export interface OrderTally {
  /** Orders customers set out to place. */
  intended: number;
  /** Orders a customer was told were placed (201). */
  confirmed: number;
  /** Confirmed, yet not in the customer's list: lost. */
  lost: string[];
  /** Tags stored more than once (each counts its extra copies in `doubled`). */
  doubledTags: string[];
  doubled: number;
  /** Given up by the customer (no 201 within the deadline) and not stored: not placed, not lost. */
  gaveUp: number;
  /** Given up by the customer, yet stored: the customer would order again (counted apart). */
  storedUntold: number;
}

export function tallyOrders(intents: readonly OrderIntent[], stored: readonly StoredOrder[]): OrderTally {
  const byTag = new Map<string, StoredOrder[]>();
  for (const order of stored) {
    if (!order.tag) continue;
    const key = `${order.customer} ${order.tag}`;
    byTag.set(key, [...(byTag.get(key) ?? []), order]);
  }
  const tally: OrderTally = {
    intended: intents.length,
    confirmed: 0,
    lost: [],
    doubledTags: [],
    doubled: 0,
    gaveUp: 0,
    storedUntold: 0,
  };
  for (const intent of intents) {
    const matches = byTag.get(`${intent.customer} ${intent.tag}`) ?? [];
    if (matches.length > 1) {
      tally.doubledTags.push(intent.tag);
      tally.doubled += matches.length - 1;
    }
    if (intent.confirmedId) {
      tally.confirmed += 1;
      if (!matches.some((order) => order.id === intent.confirmedId)) tally.lost.push(intent.confirmedId);
    } else if (matches.length === 0) tally.gaveUp += 1;
    else tally.storedUntold += 1;
  }
  return tally;
}

/** A notification as the owner's bell lists it. */
export interface OwnerNotification {
  type: string;
  data: Record<string, unknown>;
}

/** The confirmed orders whose owner has no 'order_created' notification. */
export function missingNotifications(
  orderIds: readonly string[],
  notifications: readonly OwnerNotification[],
): string[] {
  const told = new Set(
    notifications
      .filter((notification) => notification.type === 'order_created')
      .map((notification) => String(notification.data.order_id ?? '')),
  );
  return orderIds.filter((id) => !told.has(id));
}

/** One HTTP request: when it was sent, when its answer (or failure) came, and whether it did its job. */
export interface Sample {
  startedAt: number;
  endedAt: number;
  ok: boolean;
}

/** A fault: from the command that broke a dependency to the moment it answered again. */
export interface FaultWindow {
  name: string;
  /** The stop (or restart) command was issued. */
  start: number;
  /** The dependency answers again (its readiness check passed). */
  end: number;
}

export interface Recovery {
  /** Seconds from the dependency's return to the first request that succeeded after it; null: none. */
  backAfterSeconds: number | null;
  /**
   * Seconds customers could not order: from the first request that failed after the fault began
   * to the first success after the last failure; 0 when none failed, null when none succeeded.
   */
  outageSeconds: number | null;
  /** Requests that failed from the fault's start until that success. */
  failed: number;
}

/**
 * How fast the service came back after a fault: the first request answered successfully after the
 * dependency answered again. A request sent before that moment and answered after it counts: the
 * customer saw it succeed then.
 */
export function recoveryOf(samples: readonly Sample[], fault: FaultWindow): Recovery {
  const ordered = [...samples].sort((a, b) => a.endedAt - b.endedAt);
  const back = ordered.find((sample) => sample.ok && sample.endedAt >= fault.end);
  const until = back?.endedAt ?? Number.POSITIVE_INFINITY;
  const failures = ordered.filter(
    (sample) => !sample.ok && sample.endedAt >= fault.start && sample.endedAt <= until,
  );
  const firstFailure = failures.reduce<Sample | undefined>(
    (first, sample) => (!first || sample.startedAt < first.startedAt ? sample : first),
    undefined,
  );
  const lastFailure = failures.at(-1);
  const healed = lastFailure && ordered.find((sample) => sample.ok && sample.endedAt >= lastFailure.endedAt);
  let outageSeconds: number | null = 0;
  if (firstFailure) outageSeconds = healed ? (healed.endedAt - firstFailure.startedAt) / 1000 : null;
  return {
    backAfterSeconds: back ? Math.max(0, (back.endedAt - fault.end) / 1000) : null,
    outageSeconds,
    failed: failures.length,
  };
}

export interface Share {
  total: number;
  answered: number;
  /** answered / total, or null when nothing was sent. */
  share: number | null;
}

/** Of the requests sent while the fault lasted, how many were answered successfully. */
export function shareAnswered(samples: readonly Sample[], fault: Pick<FaultWindow, 'start' | 'end'>): Share {
  const during = samples.filter((sample) => sample.startedAt >= fault.start && sample.startedAt < fault.end);
  const answered = during.filter((sample) => sample.ok).length;
  return { total: during.length, answered, share: during.length ? answered / during.length : null };
}
