import { randomUUID } from 'node:crypto';
import type { OrderIntent, Sample } from './analysis';
import { call, pause } from './http';
import type { Stage } from './setup';

export interface CustomerOptions {
  baseUrl: string;
  runId: string;
  /** How long one order is retried before its customer gives up (the checkout's patience). */
  orderDeadlineMs: number;
  /** Between two tries of one order. */
  retryMs: number;
  /** Between two orders of one customer. */
  thinkMs: number;
}

export interface Customers {
  intents: OrderIntent[];
  /** Every try of every order. */
  samples: Sample[];
  /** Stops starting new orders; resolves once each customer's current order has its answer. */
  stop(): Promise<void>;
}

/**
 * Each customer orders again and again, one at a time. An order keeps one idempotency key for all
 * its tries, as the checkout does (mf-discovery's checkout-dialog: one key per distinct cart), and
 * is retried on anything but a definite answer: no answer, 5xx, 429. Its tag in the delivery notes
 * finds it in the customer's list afterwards.
 */
export function startCustomers(stage: Stage, options: CustomerOptions): Customers {
  const intents: OrderIntent[] = [];
  const samples: Sample[] = [];
  let stopped = false;

  async function placeOrder(customer: Stage['customers'][number], n: number) {
    const intent: OrderIntent = {
      customer: customer.name,
      tag: `simulacro ${options.runId} ${customer.name} #${n}`,
      confirmedId: null,
      attempts: 0,
    };
    intents.push(intent);
    const body = {
      idempotency_key: randomUUID(),
      business_id: stage.businessId,
      items: [{ menu_item_id: stage.itemId, quantity: 1 }],
      address: { street: 'Av. Juárez', number: '123', neighborhood: 'Centro', postal_code: '44100' },
      delivery_notes: intent.tag,
      contact_phone: '33 1234 5678',
    };
    const deadline = Date.now() + options.orderDeadlineMs;
    for (;;) {
      intent.attempts += 1;
      const answer = await call(options.baseUrl, '/api/ordering/orders', {
        method: 'POST',
        token: customer.token,
        body,
        timeoutMs: 10_000,
      });
      const ok = answer.status === 201;
      samples.push({ startedAt: answer.startedAt, endedAt: answer.endedAt, ok });
      if (ok) {
        intent.confirmedId = String((answer.body as { id: string }).id);
        return;
      }
      const definite =
        answer.status >= 400 && answer.status < 500 && answer.status !== 429 && answer.status !== 408;
      if (definite) {
        console.warn(`drill: ${intent.tag} refused with ${answer.status} ${JSON.stringify(answer.body)}`);
        return;
      }
      if (Date.now() > deadline) return;
      await pause(options.retryMs);
    }
  }

  const loops = stage.customers.map(async (customer) => {
    for (let n = 1; !stopped; n += 1) {
      await placeOrder(customer, n);
      await pause(options.thinkMs);
    }
  });

  return {
    intents,
    samples,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}
