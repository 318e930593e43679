import type { ContextWith } from '@cerca/service-kit';
import { storagePlugin } from '@cerca/storage';

/**
 * What the partner service takes from the kit besides config, db and redis: the storage
 * (moderation removes the files of what it deletes; drivers' ID images are stored and signed).
 */
export const partnerPlugins = { storage: storagePlugin };

export type PartnerContext = ContextWith<typeof partnerPlugins>;
