import type { ContextPlugin } from '@cerca/service-kit';
import { createStorage, type Storage } from './storage';

/**
 * The object storage as a service-kit context plugin: a service that stores or removes files
 * says `uses: { storage: storagePlugin }` and reads `context.storage`. The kit makes one per app
 * from the config (STORAGE_DRIVER, the local disk at STORAGE_DIR otherwise); route files never
 * make one. Tests that read the same files provide their own (`provide: { storage }`).
 */
export const storagePlugin: ContextPlugin<Storage> = {
  create: ({ config }) => createStorage(config),
};
