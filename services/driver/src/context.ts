import type { ContextPlugin, ContextWith, ServiceContext } from '@cerca/service-kit';
import { storagePlugin } from '@cerca/storage';
import { type DeliveryEvents, deliveryEvents } from './order-events';

/**
 * What the driver service takes from the kit besides config, db and redis: the storage (drivers'
 * ID images) and what a delivery change tells others (order-events.ts).
 */
export const driverPlugins = {
  storage: storagePlugin,
  events: {
    create: (context: ServiceContext) => deliveryEvents(context),
  } satisfies ContextPlugin<DeliveryEvents>,
};

export type DriverContext = ContextWith<typeof driverPlugins>;
