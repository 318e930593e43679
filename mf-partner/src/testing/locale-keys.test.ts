import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import texts from '../locales/es-MX/partner.json';

const SRC = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

function has(resources: unknown, key: string): boolean {
  const leaf = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources);
  if (typeof leaf === 'string') return true;
  // i18next plurals: "count" resolves to "count_one" / "count_other".
  return ['_one', '_other'].every((suffix) => has(resources, `${key}${suffix}`));
}

describe('partner texts', () => {
  it('has every key the components ask for', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(SRC)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([^':]+)'/g)) {
        if (!has(texts, match[1]!)) missing.push(`${path.relative(SRC, file)}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
