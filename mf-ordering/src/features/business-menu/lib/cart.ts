import {
  type CartLine,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  type StoredCart,
  type StoredCartItem,
  storedCartSchema,
} from '@cerca/contracts/orders';

// The customer's cart: one business at a time, kept in localStorage so a reload keeps it. It holds
// what and how many, never a price: the cart bar and the checkout show the server's quote.

export const CART_STORAGE_KEY = 'cerca:cart';
export type Cart = StoredCart;
export type CartItem = StoredCartItem;

/** A stored cart, or null when there is none or it is not one (old or tampered data). */
export function parseCart(raw: string | null): Cart | null {
  if (!raw) return null;
  try {
    const parsed = storedCartSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.items.length > 0 ? parsed.data : null;
  } catch {
    return null;
  }
}

const sameLine = (a: Omit<CartItem, 'quantity'>, b: Omit<CartItem, 'quantity'>) =>
  a.menu_item_id === b.menu_item_id && a.variant_id === b.variant_id && a.notes === b.notes;

export type AddResult = { cart: Cart } | { conflict: 'other_business' } | { conflict: 'full' };

/**
 * Adds a line; the same item, variant and notes add up (up to the line limit). A cart of another
 * business is not touched: the page asks first, then calls with `replace`.
 */
export function addToCart(
  cart: Cart | null,
  business: { id: string; name: string },
  item: CartItem,
  replace = false,
): AddResult {
  const base =
    cart && cart.business_id === business.id
      ? cart
      : cart && !replace
        ? null
        : { business_id: business.id, business_name: business.name, items: [] };
  if (!base) return { conflict: 'other_business' };
  const existing = base.items.find((line) => sameLine(line, item));
  if (existing) {
    return {
      cart: {
        ...base,
        items: base.items.map((line) =>
          line === existing
            ? { ...line, quantity: Math.min(MAX_LINE_QUANTITY, line.quantity + item.quantity) }
            : line,
        ),
      },
    };
  }
  if (base.items.length >= MAX_CART_LINES) return { conflict: 'full' };
  return { cart: { ...base, items: [...base.items, item] } };
}

/** Sets a line's quantity (clamped to 1…20); 0 removes it; an empty cart is no cart. */
export function setQuantity(cart: Cart, index: number, quantity: number): Cart | null {
  const items =
    quantity <= 0
      ? cart.items.filter((_, i) => i !== index)
      : cart.items.map((line, i) =>
          i === index ? { ...line, quantity: Math.min(MAX_LINE_QUANTITY, Math.floor(quantity)) } : line,
        );
  return items.length === 0 ? null : { ...cart, items };
}

export function itemCount(cart: Cart | null): number {
  return cart ? cart.items.reduce((sum, line) => sum + line.quantity, 0) : 0;
}

/** What the server is sent: what and how many, never a price. */
export function requestLines(cart: Pick<Cart, 'items'>): CartLine[] {
  return cart.items.map((line) => ({
    menu_item_id: line.menu_item_id,
    variant_id: line.variant_id,
    quantity: line.quantity,
    ...(line.notes ? { notes: line.notes } : {}),
  }));
}
