import { queuesPlugin } from '@cerca/queues';
import type { ContextWith } from '@cerca/service-kit';

/** What the admin service takes from the kit besides config, db and redis: the queues (the dead-letter view). */
export const adminPlugins = { queues: queuesPlugin };

export type AdminContext = ContextWith<typeof adminPlugins>;
