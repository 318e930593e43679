import type { OrderTally, Recovery, Share } from './analysis';

/** Issue 22's goals, measured by the drill. */
export const GOALS = {
  lostOrders: 0,
  doubledOrders: 0,
  lostNotifications: 0,
  backWithinSeconds: 5,
  readsAnsweredWhileRedisDown: 0.9,
} as const;

export interface DrillResult {
  orders: OrderTally;
  /** Confirmed orders whose owner never got the 'order_created' notification. */
  lostNotifications: string[];
  recoveries: { name: string; recovery: Recovery }[];
  /** Public reads while Redis was down; null when Redis was not stopped. */
  readsWhileRedisDown: Share | null;
}

export interface GoalCheck {
  goal: string;
  met: boolean;
  measured: string;
}

const seconds = (value: number | null) => (value === null ? 'never' : `${value.toFixed(2)} s`);
const percent = (value: number | null) => (value === null ? 'n/a' : `${(value * 100).toFixed(1)} %`);

export function checkGoals(result: DrillResult): GoalCheck[] {
  const checks: GoalCheck[] = [
    {
      goal: 'no order lost',
      met: result.orders.lost.length <= GOALS.lostOrders,
      measured: String(result.orders.lost.length),
    },
    {
      goal: 'no order doubled',
      met: result.orders.doubled <= GOALS.doubledOrders,
      measured: String(result.orders.doubled),
    },
    {
      goal: 'no owner notification lost',
      met: result.lostNotifications.length <= GOALS.lostNotifications,
      measured: String(result.lostNotifications.length),
    },
  ];
  for (const { name, recovery } of result.recoveries)
    checks.push({
      goal: `back within ${GOALS.backWithinSeconds} s of the ${name}`,
      met: recovery.backAfterSeconds !== null && recovery.backAfterSeconds <= GOALS.backWithinSeconds,
      measured: seconds(recovery.backAfterSeconds),
    });
  if (result.readsWhileRedisDown)
    checks.push({
      goal: `at least ${GOALS.readsAnsweredWhileRedisDown * 100} % of public reads answered while Redis is down`,
      met: (result.readsWhileRedisDown.share ?? 0) >= GOALS.readsAnsweredWhileRedisDown,
      measured: percent(result.readsWhileRedisDown.share),
    });
  return checks;
}

/** The lines the drill prints. */
export function formatReport(result: DrillResult): string {
  const { orders } = result;
  const lines = [
    'Cerca fault drill',
    `orders: ${orders.intended} intended, ${orders.confirmed} confirmed, ${orders.gaveUp} given up by their customer`,
    `orders lost: ${orders.lost.length}${orders.lost.length ? ` (${orders.lost.join(', ')})` : ''}`,
    `orders doubled: ${orders.doubled}${orders.doubledTags.length ? ` (${orders.doubledTags.join(', ')})` : ''}`,
    `orders stored although their customer was told they failed: ${orders.storedUntold}`,
    `notifications lost: ${result.lostNotifications.length}${
      result.lostNotifications.length ? ` (orders ${result.lostNotifications.join(', ')})` : ''
    }`,
  ];
  for (const { name, recovery } of result.recoveries)
    lines.push(
      `${name}: back ${seconds(recovery.backAfterSeconds)} after it answered again ` +
        `(outage seen by customers ${seconds(recovery.outageSeconds)}, ${recovery.failed} failed requests)`,
    );
  if (result.readsWhileRedisDown) {
    const reads = result.readsWhileRedisDown;
    lines.push(
      `public reads answered while Redis was down: ${percent(reads.share)} (${reads.answered} of ${reads.total})`,
    );
  }
  lines.push('goals:');
  for (const check of checkGoals(result))
    lines.push(`  ${check.met ? 'met ' : 'MISSED'} ${check.goal}: ${check.measured}`);
  return lines.join('\n');
}
