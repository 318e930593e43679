import { canAssignDriver, nextOrderStatus } from '@cerca/contracts/orders-panel';
import { describe, expect, it } from 'vitest';
import { lineTotal, orderMoney, quickAssignSlots, shortOrderId } from './orders-panel';

describe('quick-assign', () => {
  it("shows at most three orders and the rest as '+N más'", () => {
    expect(quickAssignSlots([])).toEqual({ shown: [], more: 0 });
    expect(quickAssignSlots(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    expect(quickAssignSlots(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
  });

  it('shows ids as their first 8 characters, 6 in quick-assign', () => {
    expect(shortOrderId('0f8fad5b-d9cb-469f')).toBe('0F8FAD5B');
    expect(shortOrderId('0f8fad5b-d9cb-469f', 6)).toBe('0F8FAD');
  });
});

describe('money of an order', () => {
  it('prices a line as (unit + extra) × quantity and shipping as total minus subtotal', () => {
    const item = { unit_price: '40.10', variant_price_extra: '10.00', quantity: 3 };
    expect(lineTotal(item)).toBe(150.3);
    expect(orderMoney({ items: [item], total_amount: '175.30' })).toEqual({
      subtotal: 150.3,
      shipping: 25,
      total: 175.3,
    });
  });
});

describe('status buttons', () => {
  it('offers the next state and Asignar Repartidor only where the server allows them', () => {
    expect(nextOrderStatus('pending')).toBe('preparing');
    expect(nextOrderStatus('delivered')).toBeNull();
    expect(canAssignDriver({ status: 'pending', driver_id: null })).toBe(false);
    expect(canAssignDriver({ status: 'looking_for_driver', driver_id: null })).toBe(true);
  });
});
