import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminService } from '@cerca/admin-service';
import { authService, createAuthKeyStore, loadAuthSettings } from '@cerca/auth-service';
import { createDb } from '@cerca/db';
import { discoveryService } from '@cerca/discovery-service';
import { driverService } from '@cerca/driver-service';
import { jobsService } from '@cerca/jobs-service';
import { orderingService } from '@cerca/ordering-service';
import { partnerService } from '@cerca/partner-service';
import { realtimeService } from '@cerca/realtime-service';
import { liveRemotes } from '@cerca/releases';
import { createServiceApp, loadConfig, type ServiceConfig } from '@cerca/service-kit';
import { storageBrowserOrigins, storageService } from '@cerca/storage-service';
import type { FastifyInstance } from 'fastify';
import { createLiveManifest } from './live-manifest';
import { registerReleaseFiles, releasesDir } from './release-files';
import { loadRemotesManifest, remoteOrigins } from './remotes';
import { createServerRenders } from './server-render';
import { createShellPages } from './shell-page';
import { isProxyMode, registerSplitMode } from './split-mode';
import {
  pageContentSecurityPolicy,
  registerStaticFiles,
  servePageFallback,
  tileOrigin,
} from './static-files';

/** A duration setting in milliseconds, or undefined (the default) when unset or not a number. */
function optionalMs(value: string | undefined): number | undefined {
  const ms = Number(value);
  return value && Number.isFinite(ms) && ms >= 0 ? ms : undefined;
}

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface GatewayOptions {
  config?: ServiceConfig;
  /** Folder holding shell/dist and mf-*\/dist; defaults to this checkout. */
  webRoot?: string;
  env?: Record<string, string | undefined>;
  /** How often the live remote releases are read from the database (tests shorten it). */
  manifestPollMs?: number;
}

/**
 * Every service in one process behind one origin: the embedded default of `npm start` and the
 * fast path for end-to-end tests. In a deployment each service runs its own server.ts and a
 * proxy or ingress routes the same prefixes (deploy/); with GATEWAY_MODE=proxy (`npm run
 * start:split`) the gateway is that proxy itself (split-mode.ts).
 */
export async function createGateway(options: GatewayOptions = {}): Promise<FastifyInstance> {
  const env = options.env ?? process.env;
  const config = options.config ?? loadConfig(env);
  const db = createDb(config.databaseUrl, config.database);
  const proxied = isProxyMode(env);
  // In one process the other services check tokens with the auth service's keys directly
  // instead of fetching its JWKS over HTTP from themselves.
  const keyStore = createAuthKeyStore(db);
  const manifest = createLiveManifest({
    configured: loadRemotesManifest(env),
    readLive: () => liveRemotes(db),
    intervalMs: options.manifestPollMs,
  });
  const tiles = tileOrigin(config.mapSatelliteTileUrl);
  // The object store and CDN origins pages reach for files (STORAGE_DRIVER=s3, STORAGE_PUBLIC_URL).
  const storageOrigins = await storageBrowserOrigins(config);
  const webRoot = options.webRoot ?? REPO_ROOT;
  const releases = releasesDir(env);
  const pages = createShellPages({
    webRoot,
    manifest: manifest.current,
    releasesDir: releases,
    contentSecurityPolicy: (live) =>
      pageContentSecurityPolicy(remoteOrigins(live), tiles ? [tiles] : [], storageOrigins),
  });

  // Renders reach the API through the gateway's own routes, as the visitor; `app` exists by then.
  let app: FastifyInstance | undefined;
  const renders = createServerRenders({
    webRoot,
    releasesDir: releases,
    enabled: env.SERVER_RENDER !== 'off',
    waitMs: optionalMs(env.SERVER_RENDER_WAIT_MS),
    reuseMs: optionalMs(env.SERVER_RENDER_REUSE_MS),
    log: { warn: (details, message) => app?.log.warn(details, message) },
    inject: async (apiPath, ip) => {
      if (!app) throw new Error('the gateway is not ready');
      const answer = await app.inject({
        method: 'GET',
        url: apiPath,
        headers: { accept: 'application/json' },
        remoteAddress: ip,
      });
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
        status: answer.statusCode,
        headers: answer.headers as Record<string, string>,
      });
    },
  });

  app = await createServiceApp({
    config,
    db,
    verifyToken: keyStore.verifyToken,
    // The auth service signs with the store the other services check tokens with.
    provide: { authKeys: keyStore, authSettings: loadAuthSettings(env, config.publicUrl) },
    // Split mode: the services behind the proxy check tokens; no gateway route needs a caller.
    authenticate: !proxied,
    services: proxied
      ? []
      : [
          authService,
          discoveryService,
          orderingService,
          driverService,
          partnerService,
          adminService,
          storageService,
          jobsService,
          realtimeService,
        ],
    beforeServices: async (root) => {
      root.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
        reply.header('cache-control', 'no-cache');
        return manifest.current().manifest;
      });
      root.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok', service: 'gateway' }));
      if (proxied) await registerSplitMode(root, env);
      await registerStaticFiles(root, { webRoot, pages, renders });
      await registerReleaseFiles(root, releases);
    },
    onNotFound: (request, reply) => servePageFallback(request, reply, pages, renders),
  });
  app.addHook('onClose', async () => {
    await manifest.stop();
    await db.destroy();
  });
  // Before the first request: a page must never name a version the database no longer has live.
  await manifest.start(app.log);
  return app;
}
