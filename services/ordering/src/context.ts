import { queuesPlugin } from '@cerca/queues';
import type { ContextPlugin, ContextWith, ServiceContext } from '@cerca/service-kit';
import { storagePlugin } from '@cerca/storage';
import { type DeliveryEvents, deliveryEvents } from './delivery-events';

/**
 * What the ordering service takes from the kit besides config, db and redis: the storage (menu
 * images, a deleted account's files), the queues (message digests) and what an order's delivery
 * change tells others (delivery-events.ts).
 */
export const orderingPlugins = {
  storage: storagePlugin,
  queues: queuesPlugin,
  delivery: {
    create: (context: ServiceContext) => deliveryEvents(context),
  } satisfies ContextPlugin<DeliveryEvents>,
};

export type OrderingContext = ContextWith<typeof orderingPlugins>;
