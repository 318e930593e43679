import * as z from 'zod/mini';

// Issue 25: "¿Con cuánto pagas?". A cash order may say the bill it will be paid with; the server
// keeps it and computes the change the driver brings ("Lleva cambio de $115"). In its own file:
// the driver's contracts use it without loading every order schema.

/** What an order says about paying in cash: the bill (null: exact amount) and the change, by the server. */
export const cashFields = {
  cash_tendered: z.nullable(z.string()),
  cash_change: z.nullable(z.string()),
};
