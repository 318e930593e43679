import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminService } from '@cerca/admin-service';
import { authService } from '@cerca/auth-service';
import { discoveryService } from '@cerca/discovery-service';
import { driverService } from '@cerca/driver-service';
import { jobsService } from '@cerca/jobs-service';
import { orderingService } from '@cerca/ordering-service';
import { partnerService } from '@cerca/partner-service';
import { REALTIME_PATH, realtimeService } from '@cerca/realtime-service';
import { storageService } from '@cerca/storage-service';
import { describe, expect, it } from 'vitest';
import { readServiceDeclarations } from '../src/service-declarations';

// Here rather than in deploy/topology because only the gateway depends on every service: the
// proxy and the deploy files (npm run deploy:files) route by service.json, so it must say what
// each service's code does.
const SERVICES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const declarations = new Map(
  readServiceDeclarations(SERVICES_DIR).map((declaration) => [declaration.name, declaration]),
);

const definitions = [
  authService,
  discoveryService,
  orderingService,
  driverService,
  partnerService,
  adminService,
  storageService,
  jobsService,
  realtimeService,
];

/** Paths a service answers outside its ServiceDefinition prefix. */
const EXTRA_ROUTES: Record<string, string[]> = { realtime: [REALTIME_PATH] };

describe('services/*/service.json', () => {
  it('declares every service the gateway mounts, and nothing else but the gateway', () => {
    expect([...declarations.keys()].sort()).toEqual(
      [...definitions.map((definition) => definition.name), 'gateway'].sort(),
    );
  });

  it.each(definitions.map((definition) => [definition.name, definition] as const))(
    "%s's routes start with its ServiceDefinition prefix and its probes are the kit's",
    (name, definition) => {
      const declaration = declarations.get(name);
      expect(declaration?.routes).toEqual([definition.prefix, ...(EXTRA_ROUTES[name] ?? [])]);
      expect(declaration?.probes).toEqual({
        health: `${definition.prefix}/health`,
        ready: `${definition.prefix}/ready`,
      });
    },
  );

  it('gives the gateway no route of its own (it serves whatever no service claims)', () => {
    expect(declarations.get('gateway')?.routes).toEqual([]);
    expect(declarations.get('gateway')?.probes.health).toBe('/health');
  });
});
