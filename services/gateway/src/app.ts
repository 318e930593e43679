import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminService } from '@cerca/admin-service';
import { createAuthKeyStore, createAuthService } from '@cerca/auth-service';
import { createDb } from '@cerca/db';
import { discoveryService } from '@cerca/discovery-service';
import { driverService } from '@cerca/driver-service';
import { jobsService } from '@cerca/jobs-service';
import { orderingService } from '@cerca/ordering-service';
import { partnerService } from '@cerca/partner-service';
import { createRealtimeService } from '@cerca/realtime-service';
import { createServiceApp, loadConfig, type ServiceConfig } from '@cerca/service-kit';
import { storageService } from '@cerca/storage-service';
import type { FastifyInstance } from 'fastify';
import { loadRemotesManifest, remoteOrigins } from './remotes';
import { createShellPages } from './shell-page';
import {
  pageContentSecurityPolicy,
  registerStaticFiles,
  servePageFallback,
  tileOrigin,
} from './static-files';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface GatewayOptions {
  config?: ServiceConfig;
  /** Folder holding shell/dist and mf-*\/dist; defaults to this checkout. */
  webRoot?: string;
  env?: Record<string, string | undefined>;
}

/**
 * Every service in one process behind one origin: the embedded default of `npm start` and the
 * fast path for end-to-end tests. In a deployment each service runs its own server.ts and a
 * proxy or ingress routes the same prefixes (deploy/).
 */
export async function createGateway(options: GatewayOptions = {}): Promise<FastifyInstance> {
  const env = options.env ?? process.env;
  const config = options.config ?? loadConfig(env);
  const db = createDb(config.databaseUrl);
  // In one process the other services check tokens with the auth service's keys directly
  // instead of fetching its JWKS over HTTP from themselves.
  const keyStore = createAuthKeyStore(db);
  const manifest = loadRemotesManifest(env);
  const tiles = tileOrigin(config.mapSatelliteTileUrl);
  const csp = pageContentSecurityPolicy(remoteOrigins(manifest), tiles ? [tiles] : []);
  const webRoot = options.webRoot ?? REPO_ROOT;
  const pages = createShellPages({ webRoot, manifest });

  const app = await createServiceApp({
    config,
    db,
    verifyToken: keyStore.verifyToken,
    services: [
      createAuthService({ keyStore, env }),
      discoveryService,
      orderingService,
      driverService,
      partnerService,
      adminService,
      storageService,
      jobsService,
      createRealtimeService({ verifyToken: keyStore.verifyToken }),
    ],
    beforeServices: async (root) => {
      root.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
        reply.header('cache-control', 'no-cache');
        return manifest;
      });
      root.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok', service: 'gateway' }));
      await registerStaticFiles(root, { webRoot, contentSecurityPolicy: csp, pages });
    },
    onNotFound: (request, reply) => servePageFallback(request, reply, pages, csp),
  });
  app.addHook('onClose', async () => {
    await db.destroy();
  });
  return app;
}
