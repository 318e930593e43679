import type { MyOrder } from '@cerca/contracts/orders';
import { describe, expect, it } from 'vitest';
import { nextHelpChange, reportableReasons } from './order-help';

const NOW = new Date('2026-11-28T18:00:00Z');
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

const order = (
  over: Partial<Pick<MyOrder, 'status' | 'created_at' | 'delivered_at' | 'help_reports'>> & {
    arrival_to?: string;
  },
) => ({
  status: 'on_the_way' as MyOrder['status'],
  created_at: ago(10),
  delivered_at: null,
  help_reports: [],
  ...over,
});

const sent = (reason: MyOrder['help_reports'][number]['reason']) => ({
  id: '6f1c2a53-5b8e-4a50-9d35-6b8f0a1f3c11',
  reason,
  status: 'open' as const,
  created_at: ago(1),
  resolved_at: null,
});

describe('Ayuda con mi pedido', () => {
  it('is offered on a live order only once past its arrival window and the grace, then only as never arrived', () => {
    // Its window ended 9 minutes ago: still within the 10-minute grace.
    expect(reportableReasons(order({ created_at: ago(90), arrival_to: ago(9) }), NOW)).toEqual([]);
    expect(reportableReasons(order({ created_at: ago(90), arrival_to: ago(10) }), NOW)).toEqual([
      'never_arrived',
    ]);
    expect(
      reportableReasons(order({ status: 'pending', created_at: ago(90), arrival_to: ago(20) }), NOW),
    ).toEqual(['never_arrived']);
  });

  it('is never offered on an order still waiting for its payment', () => {
    expect(reportableReasons(order({ status: 'awaiting_payment', created_at: ago(600) }), NOW)).toEqual([]);
    expect(nextHelpChange(order({ status: 'awaiting_payment' }), NOW)).toBeNull();
  });

  it('is offered on a delivered order for 48 hours, every problem not reported yet', () => {
    const delivered = order({ status: 'delivered', created_at: ago(3000), delivered_at: ago(47 * 60) });
    expect(reportableReasons(delivered, NOW)).toEqual(['missing_item', 'cold', 'never_arrived']);
    expect(reportableReasons({ ...delivered, help_reports: [sent('cold')] }, NOW)).toEqual([
      'missing_item',
      'never_arrived',
    ]);
    expect(reportableReasons({ ...delivered, delivered_at: ago(49 * 60) }, NOW)).toEqual([]);
  });

  it('is never offered on a cancelled order, late or not', () => {
    expect(reportableReasons(order({ status: 'cancelled', created_at: ago(600) }), NOW)).toEqual([]);
    expect(nextHelpChange(order({ status: 'cancelled' }), NOW)).toBeNull();
  });

  it('knows when the card must look again: lateness, the end of the window, never after', () => {
    // Late 10 minutes after its window ends, which is 5 minutes from now.
    expect(
      nextHelpChange(order({ arrival_to: new Date(NOW.getTime() + 5 * 60_000).toISOString() }), NOW),
    ).toBe(15 * 60_000 + 1);
    expect(
      nextHelpChange(order({ status: 'delivered', created_at: ago(200), delivered_at: ago(60) }), NOW),
    ).toBe(47 * 3600_000 + 1);
    expect(nextHelpChange(order({ status: 'delivered', delivered_at: ago(49 * 60) }), NOW)).toBeNull();
  });
});
