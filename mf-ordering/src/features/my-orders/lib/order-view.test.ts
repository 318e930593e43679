import { describe, expect, it } from 'vitest';
import { orderLinks, shortOrderId, statusLabelKey, withStatus } from './order-view';

const business = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'El Güero',
  category: 'Restaurantes',
  owner_id: '22222222-2222-4222-8222-222222222222',
  photo_url: null,
};

describe('order view', () => {
  it('shows the first 8 characters of the id', () => {
    expect(shortOrderId('abcdef12-3456-4789-8abc-def012345678')).toBe('abcdef12');
  });

  it('offers review and reorder only once delivered, and contact always', () => {
    expect(orderLinks({ status: 'delivered', business })).toEqual([
      { key: 'review', to: `/businesses/${business.id}?review=true` },
      { key: 'reorder', to: `/businesses/${business.id}` },
      { key: 'contact', to: `/messages?to=${business.owner_id}` },
    ]);
    expect(orderLinks({ status: 'on_the_way', business }).map((link) => link.key)).toEqual(['contact']);
  });

  it('names the status label key', () => {
    expect(statusLabelKey('looking_for_driver')).toBe('orders.status.looking_for_driver');
  });

  it('applies a status event to the listed order only', () => {
    const orders = [
      { id: 'a', status: 'pending' as const, updated_at: '1' },
      { id: 'b', status: 'pending' as const, updated_at: '1' },
    ];
    expect(withStatus(orders, { order_id: 'b', status: 'preparing', updated_at: '2' })).toEqual([
      orders[0],
      { id: 'b', status: 'preparing', updated_at: '2' },
    ]);
  });
});
