import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@cerca/db-testing';
import type { FastifyInstance } from 'fastify';
import { createGateway } from '../src/app';

export interface TestGateway {
  app: FastifyInstance;
  database: TestDatabase;
  /** The stand-in build output the gateway serves (the shell's and remotes' dist folders). */
  webRoot: string;
  close(): Promise<void>;
}

export interface TestGatewayOptions {
  /** Names the Redis prefix, so test files never share keys. */
  name: string;
  env?: Record<string, string>;
  seedCatalogue?: boolean;
  /** Writes the build output the test needs; by default a bare shell page. */
  writeBuild?: (webRoot: string) => void;
  /** How often the gateway reads the live remote releases (default: the gateway's 2 s). */
  manifestPollMs?: number;
}

/**
 * The whole app as `npm start` runs it (every service in one gateway process) on a fresh
 * database, with storage and mail in a temporary folder that close() removes.
 */
export async function startTestGateway(options: TestGatewayOptions): Promise<TestGateway> {
  const database = await createTestDatabase({ seedCatalogue: options.seedCatalogue });
  const webRoot = mkdtempSync(path.join(tmpdir(), `cerca-${options.name}-`));
  if (options.writeBuild) options.writeBuild(webRoot);
  else {
    mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
    writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>Cerca</title>');
  }
  const app = await createGateway({
    webRoot,
    manifestPollMs: options.manifestPollMs,
    env: {
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      REDIS_PREFIX: `cerca-test:${options.name}:${process.pid}:`,
      JOBS_RUN_WORKERS: 'false',
      STORAGE_DIR: path.join(webRoot, '.storage'),
      AUTH_MAIL_DIR: path.join(webRoot, '.mail'),
      ...options.env,
    },
  });
  await app.ready();
  return {
    app,
    database,
    webRoot,
    async close() {
      await app.close();
      await database.drop();
      rmSync(webRoot, { recursive: true, force: true });
    },
  };
}
