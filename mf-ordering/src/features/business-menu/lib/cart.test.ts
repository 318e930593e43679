import { describe, expect, it } from 'vitest';
import { addToCart, type Cart, type CartItem, itemCount, parseCart, requestLines, setQuantity } from './cart';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const ITEM = '33333333-3333-4333-8333-333333333333';
const VARIANT = '44444444-4444-4444-8444-444444444444';
const line = (overrides: Partial<CartItem> = {}): CartItem => ({
  menu_item_id: ITEM,
  variant_id: VARIANT,
  name: 'Torta ahogada',
  variant_name: 'Entera',
  quantity: 2,
  notes: '',
  ...overrides,
});
const cartOf = (result: ReturnType<typeof addToCart>): Cart => {
  if (!('cart' in result)) throw new Error('no cart');
  return result.cart;
};

describe('cart', () => {
  it('adds lines and merges the same item, variant and notes', () => {
    let cart = cartOf(addToCart(null, { id: A, name: 'El Güero' }, line()));
    cart = cartOf(addToCart(cart, { id: A, name: 'El Güero' }, line({ quantity: 3 })));
    cart = cartOf(addToCart(cart, { id: A, name: 'El Güero' }, line({ notes: 'sin cebolla', quantity: 1 })));
    expect(cart.items.map((l) => l.quantity)).toEqual([5, 1]);
    expect(itemCount(cart)).toBe(6);
  });

  it('caps a line at 20', () => {
    const cart = cartOf(addToCart(null, { id: A, name: 'x' }, line({ quantity: 15 })));
    expect(cartOf(addToCart(cart, { id: A, name: 'x' }, line({ quantity: 15 }))).items[0]!.quantity).toBe(20);
  });

  it('asks before replacing a cart of another business', () => {
    const cart = cartOf(addToCart(null, { id: A, name: 'x' }, line()));
    expect(addToCart(cart, { id: B, name: 'y' }, line())).toEqual({ conflict: 'other_business' });
    const replaced = cartOf(addToCart(cart, { id: B, name: 'y' }, line({ quantity: 1 }), true));
    expect(replaced).toMatchObject({ business_id: B, business_name: 'y' });
    expect(replaced.items).toHaveLength(1);
  });

  it('changes and removes quantities; an empty cart is none', () => {
    const cart = cartOf(addToCart(null, { id: A, name: 'x' }, line()));
    expect(setQuantity(cart, 0, 7)!.items[0]!.quantity).toBe(7);
    expect(setQuantity(cart, 0, 99)!.items[0]!.quantity).toBe(20);
    expect(setQuantity(cart, 0, 0)).toBeNull();
  });

  it('keeps only valid stored carts, without any price', () => {
    const cart = cartOf(addToCart(null, { id: A, name: 'x' }, line()));
    expect(parseCart(JSON.stringify(cart))).toEqual(cart);
    // A cart an earlier version stored with the menu's prices: the price is dropped, never shown.
    const withPrice = { ...cart, items: [{ ...line(), unit_price: '105.75' }] };
    expect(parseCart(JSON.stringify(withPrice))?.items[0]).not.toHaveProperty('unit_price');
    expect(parseCart('no es json')).toBeNull();
    expect(parseCart(JSON.stringify({ ...cart, items: [] }))).toBeNull();
    expect(parseCart(JSON.stringify({ ...cart, items: [line({ quantity: 0 })] }))).toBeNull();
    expect(parseCart(null)).toBeNull();
  });

  it('sends what and how many, never a price', () => {
    const cart = cartOf(addToCart(null, { id: A, name: 'x' }, line({ notes: 'bien ahogada' })));
    expect(requestLines(cart)).toEqual([
      { menu_item_id: ITEM, variant_id: VARIANT, quantity: 2, notes: 'bien ahogada' },
    ]);
  });
});
