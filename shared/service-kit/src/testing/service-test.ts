import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '@cerca/db';
import { createTestDatabase } from '@cerca/db-testing';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { ServiceConfig } from '../config';
import type { ServiceDefinition } from '../define-service';
import { buildTestApp, type TestApp, testConfig } from './app';

export interface ServiceTestOptions {
  /** Load countries, cities and categories into the test database. */
  seedCatalogue?: boolean;
  /** Config overrides, e.g. { adminEmails: [...] }. */
  config?: Partial<ServiceConfig>;
  /** Give the app a fresh storage directory (config.storageDir), removed on close. */
  tempStorage?: boolean;
  /**
   * Context plugins the test makes itself, from the test's database and config, by the name the
   * services use them under: `({ config }) => ({ storage: createStorage(config) })`.
   */
  provide?: (setup: { db: Kysely<Database>; config: ServiceConfig }) => Record<string, unknown>;
}

/** A test app on a database of its own: `db` is that database. */
export interface ServiceTest extends TestApp {
  db: Kysely<Database>;
}

/** The services, or a function making them from the test's database and config (storageDir…). */
export type TestServices =
  | ServiceDefinition[]
  | ((setup: { db: Kysely<Database>; config: ServiceConfig }) => ServiceDefinition[]);

/**
 * A fresh migrated database, the services on it with real Redis and test keys, and a close()
 * that undoes all of it (app, Redis keys, database, storage directory).
 */
export async function createServiceTest(
  services: TestServices,
  options: ServiceTestOptions = {},
): Promise<ServiceTest> {
  const storageDir = options.tempStorage ? await mkdtemp(path.join(tmpdir(), 'cerca-test-storage-')) : null;
  const removeStorage = async () => {
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  };
  const tdb = await createTestDatabase({ seedCatalogue: options.seedCatalogue }).catch(async (error) => {
    await removeStorage();
    throw error;
  });
  try {
    const config = testConfig({ ...options.config, ...(storageDir ? { storageDir } : {}) });
    const definitions = typeof services === 'function' ? services({ db: tdb.db, config }) : services;
    const provided = options.provide?.({ db: tdb.db, config }) ?? {};
    const test = await buildTestApp(definitions, tdb.db, config, provided);
    return {
      ...test,
      db: tdb.db,
      async close() {
        await test.close();
        await tdb.drop();
        await removeStorage();
      },
    };
  } catch (error) {
    await tdb.drop();
    await removeStorage();
    throw error;
  }
}

/**
 * createServiceTest in a test file's beforeAll, closed in its afterAll. The returned object
 * stands for the test app once beforeAll has run (in hooks and tests, not at the top level).
 * Hooks the file registers after this call run after it in beforeAll and before it in afterAll.
 */
export function useServiceTest(services: TestServices, options: ServiceTestOptions = {}): ServiceTest {
  let current: ServiceTest | undefined;
  beforeAll(async () => {
    current = await createServiceTest(services, options);
  });
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as ServiceTest, {
    get(_target, key) {
      if (!current)
        throw new Error('useServiceTest: the app exists from beforeAll on, not while the file loads');
      return Reflect.get(current, key);
    },
  });
}
