import type { ServiceContext } from '@cerca/service-kit';
import type { Storage } from '@cerca/storage';

/** What the storage routes get: the kit's context plus the storage (driver and URL signer). */
export interface StorageContext extends ServiceContext {
  storage: Storage;
}
