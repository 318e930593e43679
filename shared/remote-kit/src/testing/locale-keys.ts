import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

export interface LocaleKeysOptions {
  /** The folder whose .ts/.tsx sources (tests excluded) are scanned for calls of t with a key. */
  srcDir: string | URL;
  /** The namespace's es-MX texts. */
  resources: unknown;
  /** The namespace's name, for the failure message. */
  namespace: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

function isText(resources: unknown, key: string): boolean {
  const leaf = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources);
  return typeof leaf === 'string';
}

function has(resources: unknown, key: string): boolean {
  // i18next plurals: "count" resolves to "count_one" / "count_other".
  return isText(resources, key) || ['_one', '_other'].every((suffix) => isText(resources, `${key}${suffix}`));
}

/** The literal keys passed to t under srcDir that the texts lack, as "file: key". */
export function missingLocaleKeys({ srcDir, resources }: Omit<LocaleKeysOptions, 'namespace'>): string[] {
  const root = srcDir instanceof URL ? fileURLToPath(srcDir) : srcDir;
  const missing: string[] = [];
  for (const file of sourceFiles(root)) {
    // Literal keys without a "ns:" prefix; template keys (`pages.${page}.title`) are not checked.
    for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([^':]+)'/g)) {
      if (!has(resources, match[1]!)) missing.push(`${path.relative(root, file)}: ${match[1]}`);
    }
  }
  return missing;
}

/** Fails, listing them, when a component asks for a key its namespace's texts do not have. */
export function expectLocaleKeysDefined(options: LocaleKeysOptions): void {
  expect(missingLocaleKeys(options), `keys missing from the "${options.namespace}" texts`).toEqual([]);
}
