import { describe, expect, it } from 'vitest';
import {
  missingNotifications,
  type OrderIntent,
  recoveryOf,
  type Sample,
  shareAnswered,
  tallyOrders,
} from '../src/analysis';
import { checkGoals, type DrillResult, formatReport } from '../src/report';

const intent = (tag: string, confirmedId: string | null, customer = 'ana'): OrderIntent => ({
  customer,
  tag,
  confirmedId,
  attempts: 1,
});

describe('tallyOrders', () => {
  it('counts a confirmed order missing from the list as lost, and extra copies of a tag as doubled', () => {
    const tally = tallyOrders(
      [intent('t1', 'o1'), intent('t2', 'o2'), intent('t3', 'o3'), intent('t4', null), intent('t5', null)],
      [
        { id: 'o1', customer: 'ana', tag: 't1' },
        // t2 stored under another id only: the customer's order is lost, the other one is untold.
        { id: 'oX', customer: 'ana', tag: 't2' },
        { id: 'o3', customer: 'ana', tag: 't3' },
        { id: 'o3b', customer: 'ana', tag: 't3' },
        { id: 'o3c', customer: 'ana', tag: 't3' },
        { id: 'o5', customer: 'ana', tag: 't5' },
        { id: 'z', customer: 'ana', tag: null },
      ],
    );
    expect(tally).toEqual({
      intended: 5,
      confirmed: 3,
      lost: ['o2'],
      doubledTags: ['t3'],
      doubled: 2,
      gaveUp: 1,
      storedUntold: 1,
    });
  });

  it("keeps customers apart: the same tag of another customer is not this one's order", () => {
    const tally = tallyOrders(
      [intent('t1', 'o1', 'ana'), intent('t1', 'o2', 'beto')],
      [
        { id: 'o1', customer: 'ana', tag: 't1' },
        { id: 'o2', customer: 'beto', tag: 't1' },
      ],
    );
    expect(tally).toMatchObject({ confirmed: 2, lost: [], doubled: 0 });
  });
});

describe('missingNotifications', () => {
  it("names the orders without an 'order_created' notification", () => {
    expect(
      missingNotifications(
        ['o1', 'o2', 'o3'],
        [
          { type: 'order_created', data: { order_id: 'o1' } },
          { type: 'order_status', data: { order_id: 'o2' } },
          { type: 'order_created', data: { order_id: 'o3' } },
        ],
      ),
    ).toEqual(['o2']);
  });
});

const sample = (startedAt: number, endedAt: number, ok: boolean): Sample => ({ startedAt, endedAt, ok });

describe('recoveryOf', () => {
  const fault = { name: 'Postgres restart', start: 10_000, end: 12_000 };

  it('measures from the dependency answering again to the first success after it', () => {
    const samples = [
      sample(9_000, 9_100, true),
      sample(10_100, 10_200, false),
      sample(11_000, 11_500, false),
      // Succeeded while the restart command still ran: not yet "back" by this definition.
      sample(11_600, 11_700, true),
      sample(11_900, 12_100, false),
      sample(12_200, 14_500, true),
      sample(12_300, 13_400, true),
    ];
    // Customers could not order from the first failure (sent at 10.1 s) to the first success after
    // the last one (answered at 13.4 s).
    expect(recoveryOf(samples, fault)).toEqual({ backAfterSeconds: 1.4, outageSeconds: 3.3, failed: 3 });
  });

  it('is 0 when the first answer after the return succeeds, and never when none does', () => {
    // Nothing failed: no outage at all, however long the dependency was away.
    expect(recoveryOf([sample(11_000, 12_000, true)], fault)).toEqual({
      backAfterSeconds: 0,
      outageSeconds: 0,
      failed: 0,
    });
    expect(recoveryOf([sample(11_000, 13_000, false)], fault)).toEqual({
      backAfterSeconds: null,
      outageSeconds: null,
      failed: 1,
    });
  });
});

describe('shareAnswered', () => {
  it('counts the requests sent during the window by their start', () => {
    const samples = [
      sample(900, 1_100, false),
      sample(1_000, 1_200, true),
      sample(1_500, 5_000, true),
      sample(1_600, 1_700, false),
      sample(1_999, 2_100, true),
      sample(2_000, 2_100, false),
    ];
    expect(shareAnswered(samples, { start: 1_000, end: 2_000 })).toEqual({
      total: 4,
      answered: 3,
      share: 0.75,
    });
    expect(shareAnswered(samples, { start: 5_000, end: 6_000 })).toEqual({
      total: 0,
      answered: 0,
      share: null,
    });
  });
});

describe('the report', () => {
  const result: DrillResult = {
    orders: {
      intended: 10,
      confirmed: 9,
      lost: [],
      doubledTags: [],
      doubled: 0,
      gaveUp: 1,
      storedUntold: 0,
    },
    lostNotifications: ['o7'],
    recoveries: [
      { name: 'Postgres restart', recovery: { backAfterSeconds: 0.4, outageSeconds: 2, failed: 3 } },
      { name: 'Redis stop', recovery: { backAfterSeconds: 6.5, outageSeconds: 12, failed: 40 } },
    ],
    readsWhileRedisDown: { total: 100, answered: 95, share: 0.95 },
  };

  it('checks each goal against its number', () => {
    expect(checkGoals(result).map((check) => [check.goal, check.met, check.measured])).toEqual([
      ['no order lost', true, '0'],
      ['no order doubled', true, '0'],
      ['no owner notification lost', false, '1'],
      ['back within 5 s of the Postgres restart', true, '0.40 s'],
      ['back within 5 s of the Redis stop', false, '6.50 s'],
      ['at least 90 % of public reads answered while Redis is down', true, '95.0 %'],
    ]);
  });

  it('prints every figure the issue asks for', () => {
    const printed = formatReport(result);
    expect(printed).toContain('orders lost: 0');
    expect(printed).toContain('orders doubled: 0');
    expect(printed).toContain('notifications lost: 1 (orders o7)');
    expect(printed).toContain('Postgres restart: back 0.40 s after it answered again');
    expect(printed).toContain('public reads answered while Redis was down: 95.0 % (95 of 100)');
    expect(printed).toContain('MISSED back within 5 s of the Redis stop: 6.50 s');
  });
});
