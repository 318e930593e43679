import { defineService, registerRouteFolders } from '@cerca/service-kit';
import { STORAGE_PREFIX } from '@cerca/storage';
import { storagePlugins } from './context';
import { anyoneRoutes } from './routes/anyone';
import { signedInRoutes } from './routes/signed-in';

/**
 * The storage HTTP API under /storage/v1, shaped like Supabase storage's object routes:
 * public objects, signed reads of private ones, and owner-only uploads checked by content.
 * The buckets, drivers and signing live in @cerca/storage; a test that reads the same files
 * provides its own storage (`provide: { storage }`).
 */
export const storageService = defineService({
  name: 'storage',
  prefix: STORAGE_PREFIX,
  description: 'Archivos: objetos públicos por bucket, privados con URL firmada, subidas verificadas.',
  uses: storagePlugins,
  async routes(app, context) {
    await registerRouteFolders(app, context, [anyoneRoutes, signedInRoutes]);
  },
});

/**
 * The origins outside ours that pages reach for files (the object store browsers PUT videos to,
 * the CDN of STORAGE_PUBLIC_URL): the gateway adds them to the pages' Content-Security-Policy.
 */
export { storageBrowserOrigins } from '@cerca/storage';
