import type { ContextWith } from '@cerca/service-kit';
import { storagePlugin } from '@cerca/storage';

/**
 * What the discovery service takes from the kit besides config, db and redis: the storage
 * (business photos, what businesses and people publish).
 */
export const discoveryPlugins = { storage: storagePlugin };

export type DiscoveryContext = ContextWith<typeof discoveryPlugins>;
