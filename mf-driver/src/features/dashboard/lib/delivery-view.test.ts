import type { DeliveryOrder, DriverOrderStatus } from '@cerca/contracts/deliveries';
import { describe, expect, it } from 'vitest';
import texts from '../../../locales/es-MX/dashboard.json';
import {
  driverStatusLabelKey,
  mapsSearchUrl,
  shortOrderId,
  stepActions,
  withOrder,
  withoutOrder,
} from './delivery-view';

const order = (id: string, status: DriverOrderStatus | null = null) =>
  ({
    id,
    driver_order: status ? { id: `d-${id}`, status, updated_at: '2026-11-24T00:00:00Z' } : null,
  }) as DeliveryOrder;

const stepsOf = (status: DriverOrderStatus) => stepActions(order('a', status)).map((action) => action.status);

describe('delivery view', () => {
  it('offers the next steps of each driver order status', () => {
    expect(stepsOf('accepted')).toEqual(['picked_up', 'cancelled']);
    expect(stepsOf('picked_up')).toEqual(['delivered']);
    expect(stepsOf('delivered')).toEqual([]);
    expect(stepsOf('cancelled')).toEqual([]);
    expect(stepActions(order('a'))).toEqual([]);
  });

  it('asks before cancelling, not before the other steps', () => {
    expect(stepActions(order('a', 'accepted'))).toEqual([
      { status: 'picked_up', confirm: false, variant: 'primary' },
      { status: 'cancelled', confirm: true, variant: 'danger' },
    ]);
    expect(stepActions(order('a', 'picked_up'))[0]?.confirm).toBe(false);
  });

  it('labels the step buttons as the brief does', () => {
    expect(texts.dashboard.steps).toEqual({
      picked_up: 'Recoger',
      delivered: 'Marcar como entregado',
      cancelled: 'Cancelar',
    });
  });

  it('shows Cancelado for any status it does not know (spec 02 §4)', () => {
    expect(driverStatusLabelKey('picked_up')).toBe('dashboard.status.picked_up');
    expect(driverStatusLabelKey('lost')).toBe('dashboard.status.cancelled');
  });

  it('opens a maps search of the delivery address', () => {
    expect(mapsSearchUrl('Av. Juárez 123, Guadalajara & Centro')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Av.%20Ju%C3%A1rez%20123%2C%20Guadalajara%20%26%20Centro',
    );
  });

  it('adds a pushed order once, newest first, and drops a taken one', () => {
    const list = [order('a'), order('b')];
    expect(withOrder(list, order('c')).map((o) => o.id)).toEqual(['c', 'a', 'b']);
    expect(withOrder(list, order('b')).map((o) => o.id)).toEqual(['a', 'b']);
    expect(withoutOrder(list, 'a').map((o) => o.id)).toEqual(['b']);
    expect(withoutOrder(list, 'zzz')).toHaveLength(2);
  });

  it('shortens order ids to 8 characters', () => {
    expect(shortOrderId('0123456789abcdef')).toBe('01234567');
  });
});
