import { canAssignDriver, nextOrderStatus } from '@cerca/contracts/orders-panel';
import { describe, expect, it } from 'vitest';
import { quickAssignSlots, shortOrderId } from './orders-panel';

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

describe('status buttons', () => {
  it('offers the next state and Asignar Repartidor only where the server allows them', () => {
    expect(nextOrderStatus('pending')).toBe('preparing');
    expect(nextOrderStatus('delivered')).toBeNull();
    expect(canAssignDriver({ status: 'pending', driver_id: null })).toBe(false);
    expect(canAssignDriver({ status: 'looking_for_driver', driver_id: null })).toBe(true);
  });
});
