import type { ContextWith } from '@cerca/service-kit';
import { storagePlugin } from '@cerca/storage';

/** What the storage service takes from the kit besides config, db and redis: the storage (drivers and URL signer). */
export const storagePlugins = { storage: storagePlugin };

export type StorageContext = ContextWith<typeof storagePlugins>;
