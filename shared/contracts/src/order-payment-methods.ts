import * as z from 'zod/mini';

// Issue 25: "¿Cómo quieres pagar?" — the three ways, alone in this file: the driver's first page
// reads an order's method (deliveries.ts) and must not load the payment schemas with it.

export const ORDER_PAYMENT_METHODS = ['cash', 'card', 'oxxo'] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];
export const orderPaymentMethodSchema = z.enum(ORDER_PAYMENT_METHODS);
