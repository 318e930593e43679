import { defineService, type ServiceDefinition } from '@cerca/service-kit';
import { createStorage, STORAGE_PREFIX, type Storage } from '@cerca/storage';
import multipart from '@fastify/multipart';
import type { StorageContext } from './context';
import { createObjectRoute } from './routes/create-object';
import { createSignedUrlRoute } from './routes/create-signed-url';
import { deleteObjectRoute } from './routes/delete-object';
import { getPublicObjectRoute } from './routes/get-public-object';
import { getSignedObjectRoute } from './routes/get-signed-object';
import { updateObjectRoute } from './routes/update-object';
import { uploadSignedObjectRoute } from './routes/upload-signed-object';

export interface StorageServiceOptions {
  /** Share one storage (tests); defaults to the local disk at config.storageDir. */
  storage?: Storage;
}

/**
 * The storage HTTP API under /storage/v1, shaped like Supabase storage's object routes:
 * public objects, signed reads of private ones, and owner-only uploads checked by content.
 * The buckets, drivers and signing live in @cerca/storage.
 */
export function createStorageService(options: StorageServiceOptions = {}): ServiceDefinition {
  return defineService({
    name: 'storage',
    prefix: STORAGE_PREFIX,
    description: 'Archivos: objetos públicos por bucket, privados con URL firmada, subidas verificadas.',
    async routes(app, context) {
      const storage = options.storage ?? createStorage(context.config);
      await app.register(multipart, {
        limits: {
          fileSize: 100 * 1024 * 1024,
          files: 1,
          fields: 10,
          fieldSize: 1024,
          parts: 12,
          headerPairs: 100,
        },
        throwFileSizeLimit: false,
      });
      const storageContext: StorageContext = { ...context, storage };
      await getPublicObjectRoute(app, storageContext);
      await getSignedObjectRoute(app, storageContext);
      await createSignedUrlRoute(app, storageContext);
      await createObjectRoute(app, storageContext);
      await updateObjectRoute(app, storageContext);
      await deleteObjectRoute(app, storageContext);
      await uploadSignedObjectRoute(app, storageContext);
    },
  });
}

export const storageService = createStorageService();

/**
 * The origins outside ours that pages reach for files (the object store browsers PUT videos to,
 * the CDN of STORAGE_PUBLIC_URL): the gateway adds them to the pages' Content-Security-Policy.
 */
export { storageBrowserOrigins } from '@cerca/storage';
