import { describe, expect, it } from 'vitest';
import {
  assertAssignable,
  assertNextStatus,
  canAssignDriver,
  nextOrderStatus,
  periodStart,
} from '../src/order-status';

describe('order status machine (spec 02 §4)', () => {
  it('advances along the happy path and stops at delivered and cancelled', () => {
    expect(nextOrderStatus('pending')).toBe('preparing');
    expect(nextOrderStatus('preparing')).toBe('looking_for_driver');
    expect(nextOrderStatus('looking_for_driver')).toBe('on_the_way');
    expect(nextOrderStatus('on_the_way')).toBe('delivered');
    expect(nextOrderStatus('delivered')).toBeNull();
    expect(nextOrderStatus('cancelled')).toBeNull();
  });

  it('refuses skipped, repeated and backward steps with 409', () => {
    expect(() => assertNextStatus('pending', 'preparing')).not.toThrow();
    for (const [from, to] of [
      ['pending', 'looking_for_driver'],
      ['preparing', 'preparing'],
      ['on_the_way', 'preparing'],
      ['delivered', 'cancelled'],
    ] as const) {
      expect(() => assertNextStatus(from, to)).toThrow(expect.objectContaining({ statusCode: 409 }));
    }
  });

  it("offers 'Asignar Repartidor' only from preparing or looking_for_driver without a driver", () => {
    expect(canAssignDriver({ status: 'preparing', driver_id: null })).toBe(true);
    expect(canAssignDriver({ status: 'looking_for_driver', driver_id: null })).toBe(true);
    expect(canAssignDriver({ status: 'looking_for_driver', driver_id: 'd' })).toBe(false);
    expect(canAssignDriver({ status: 'pending', driver_id: null })).toBe(false);
    expect(canAssignDriver({ status: 'on_the_way', driver_id: null })).toBe(false);
    expect(() => assertAssignable({ status: 'pending', driver_id: null })).toThrow(
      expect.objectContaining({ statusCode: 409, code: 'cannot_assign_driver' }),
    );
  });
});

describe('period filters (spec 02 §9)', () => {
  const now = new Date('2026-11-24T03:30:00.000Z'); // 21:30 on the 23rd in Mexico City (UTC-6)

  it("starts 'today' at midnight in the city's zone", () => {
    expect(periodStart('today', now, 'America/Mexico_City')?.toISOString()).toBe('2026-11-23T06:00:00.000Z');
    expect(periodStart('today', now, 'America/Tijuana')?.toISOString()).toBe('2026-11-23T08:00:00.000Z');
    expect(periodStart('today', now, 'UTC')?.toISOString()).toBe('2026-11-24T00:00:00.000Z');
  });

  it('goes 7 and 30 days back for week and month, and has no bound for all time', () => {
    expect(periodStart('week', now, 'America/Mexico_City')?.toISOString()).toBe('2026-11-17T03:30:00.000Z');
    expect(periodStart('month', now, 'America/Mexico_City')?.toISOString()).toBe('2026-10-25T03:30:00.000Z');
    expect(periodStart('all', now, 'America/Mexico_City')).toBeNull();
    expect(periodStart(undefined, now, 'America/Mexico_City')).toBeNull();
  });
});
