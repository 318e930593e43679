import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// Proves the rule of biome.json that keeps server code out of the browser: the repo's own biome
// binary lints probe files laid out like the repo, against a copy of the repo's biome.json.
// (Biome 2.6's `lint --stdin-file-path` reports no diagnostics, so the probes are real files.)
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const BIOME = path.join(ROOT, 'node_modules/.bin/biome');
const sandbox = mkdtempSync(path.join(tmpdir(), 'cerca-lint-'));
copyFileSync(path.join(ROOT, 'biome.json'), path.join(sandbox, 'biome.json'));
afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

let probes = 0;
function lint(file: string, source: string) {
  const relative = file.replace(/probe\.ts$/, `probe-${++probes}.ts`);
  mkdirSync(path.join(sandbox, path.dirname(relative)), { recursive: true });
  writeFileSync(path.join(sandbox, relative), source);
  const run = spawnSync(BIOME, ['lint', '--colors=off', relative], { cwd: sandbox, encoding: 'utf8' });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

const RULE = 'lint/style/noRestrictedImports';
const MESSAGE = 'Browser code never imports server code';

describe('browser packages never import server packages', () => {
  it.each([
    [
      'mf-discovery/src/probe.ts',
      "import { CATEGORIES } from '@cerca/db/catalogue';\nexport const c = CATEGORIES;\n",
    ],
    ['mf-ordering/src/features/x/probe.ts', "import { db } from '@cerca/db';\nexport const d = db;\n"],
    [
      'shell/src/chrome/probe.ts',
      "import type { FastifyInstance } from 'fastify';\nexport type F = FastifyInstance;\n",
    ],
    ['shared/session/src/probe.ts', "import { Kysely } from 'kysely';\nexport const k = Kysely;\n"],
    ['shared/ui/src/probe.ts', "import pg from 'pg';\nexport const p = pg;\n"],
    ['shared/i18n/src/probe.ts', "import { errors } from '@cerca/service-kit';\nexport const e = errors;\n"],
    [
      'shared/remote-kit/src/probe.ts',
      "import { createStorage } from '@cerca/storage';\nexport const s = createStorage;\n",
    ],
    ['shared/contracts/src/probe.ts', "import { queues } from '@cerca/queues';\nexport const q = queues;\n"],
    ['mf-admin/src/probe.ts', "import { app } from '@cerca/admin-service';\nexport const a = app;\n"],
    ['mf-driver/src/probe.ts', "import { gateway } from '@cerca/gateway';\nexport const g = gateway;\n"],
    [
      'mf-partner/src/probe.ts',
      "import { CITIES } from '@cerca/seed/catalogue';\nexport const c = CITIES;\n",
    ],
    [
      'mf-driver/src/features/x/probe.ts',
      "import { selectOfferedOrders } from '@cerca/deliveries';\nexport const s = selectOfferedOrders;\n",
    ],
  ])('refuses server code in %s', (file, source) => {
    const result = lint(file, source);
    expect(result.ok).toBe(false);
    expect(result.output).toContain(RULE);
    expect(result.output).toContain(MESSAGE);
  });

  it('allows the browser-safe packages', () => {
    const source = [
      "import { categoriesResponseSchema } from '@cerca/contracts';",
      "import { useCategories } from '@cerca/session';",
      "import * as z from 'zod/mini';",
      'export const all = [categoriesResponseSchema, useCategories, z.string()];',
      '',
    ].join('\n');
    for (const file of ['mf-discovery/src/probe.ts', 'shell/src/chrome/probe.ts', 'shared/ui/src/probe.ts']) {
      expect(lint(file, source)).toMatchObject({ ok: true });
    }
  });

  it('still lets services use the browser-safe contracts and their own server libraries', () => {
    const source = [
      "import { categoriesResponseSchema } from '@cerca/contracts';",
      "import { Kysely } from 'kysely';",
      'export const all = [categoriesResponseSchema, Kysely];',
      '',
    ].join('\n');
    expect(lint('services/discovery/src/probe.ts', source)).toMatchObject({ ok: true });
  });
});
