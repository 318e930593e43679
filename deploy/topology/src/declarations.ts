import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type DeclaredRemote,
  remoteDeclarationSchema,
  type ServiceDeclaration,
  serviceDeclarationSchema,
} from '@cerca/contracts';

/** The checkout whose route files the deploy files are generated from. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A service's declaration and what its package says about it. */
export interface DeclaredService {
  declaration: ServiceDeclaration;
  /** Its package.json version: the tag of its image. */
  version: string;
  /** Names of its runtime dependencies ("@cerca/storage", "fastify", …). */
  dependencies: string[];
}

/** A remote's declaration and its package version (the configured build's folder on the CDN). */
export interface VersionedRemote extends DeclaredRemote {
  version: string;
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function packageJson(dir: string): { name: string; version: string; dependencies?: Record<string, string> } {
  return readJson(path.join(dir, 'package.json')) as ReturnType<typeof packageJson>;
}

/**
 * Every `services/<name>/service.json`, validated, in name order. The folder, the declared name
 * and the declared package must agree, ports must differ and no route prefix may belong to two
 * services: each of those would give a deploy file that routes or listens wrongly.
 */
export function readServiceDeclarations(root: string = REPO_ROOT): DeclaredService[] {
  const servicesDir = path.join(root, 'services');
  const services = readdirSync(servicesDir)
    .filter((folder) => existsSync(path.join(servicesDir, folder, 'service.json')))
    .sort()
    .map((folder) => {
      const file = path.join(servicesDir, folder, 'service.json');
      const parsed = serviceDeclarationSchema.safeParse(readJson(file));
      if (!parsed.success)
        throw new Error(`${file} is not a valid service declaration: ${parsed.error.message}`);
      const declaration = parsed.data;
      if (declaration.name !== folder) throw new Error(`${file} names the service "${declaration.name}"`);
      const pkg = packageJson(path.join(servicesDir, folder));
      if (pkg.name !== declaration.package)
        throw new Error(`${file} names the package ${declaration.package} but the folder holds ${pkg.name}`);
      if (declaration.scale.min > declaration.scale.max)
        throw new Error(`${file}: scale.min is above scale.max`);
      return {
        declaration,
        version: pkg.version,
        dependencies: Object.keys(pkg.dependencies ?? {}).sort(),
      };
    });
  const ports = new Map<number, string>();
  const prefixes = new Map<string, string>();
  for (const { declaration } of services) {
    const portOwner = ports.get(declaration.port);
    if (portOwner) throw new Error(`${declaration.name} and ${portOwner} both listen on ${declaration.port}`);
    ports.set(declaration.port, declaration.name);
    for (const route of declaration.routes) {
      const clash = [...prefixes].find(([other]) => overlaps(route, other));
      if (clash) throw new Error(`${declaration.name} and ${clash[1]} both claim ${route} (${clash[0]})`);
      prefixes.set(route, declaration.name);
    }
  }
  if (!services.some(({ declaration }) => declaration.name === 'gateway'))
    throw new Error('services/gateway/service.json is missing: the gateway serves every other path');
  return services;
}

/** "/realtime" and "/realtime-status" are distinct prefixes; "/api" and "/api/x" are not. */
function overlaps(a: string, b: string): boolean {
  const within = (inner: string, outer: string) => inner === outer || inner.startsWith(`${outer}/`);
  return within(a, b) || within(b, a);
}

/** Every `mf-*` folder holding a remote.json, validated, with its package version. */
export function readRemoteDeclarations(root: string = REPO_ROOT): VersionedRemote[] {
  return readdirSync(root)
    .filter((folder) => folder.startsWith('mf-') && existsSync(path.join(root, folder, 'remote.json')))
    .sort()
    .map((folder) => {
      const file = path.join(root, folder, 'remote.json');
      const parsed = remoteDeclarationSchema.safeParse(readJson(file));
      if (!parsed.success)
        throw new Error(`${file} is not a valid remote declaration: ${parsed.error.message}`);
      return { folder, declaration: parsed.data, version: packageJson(path.join(root, folder)).version };
    });
}
