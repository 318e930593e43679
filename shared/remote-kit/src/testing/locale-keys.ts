import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

export interface LocaleKeysOptions {
  /** The folder whose .ts/.tsx sources (tests excluded) are scanned for calls of t with a key or a template key. */
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

/** What `key` ("a.b.c") names in the texts: a text, a group of texts, or nothing. */
function lookup(resources: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources);
}

const isText = (resources: unknown, key: string) => typeof lookup(resources, key) === 'string';

function exists(resources: unknown, key: string): boolean {
  const node = lookup(resources, key);
  return typeof node === 'object' && node !== null;
}

function has(resources: unknown, key: string): boolean {
  // i18next plurals: "count" resolves to "count_one" / "count_other".
  return isText(resources, key) || ['_one', '_other'].every((suffix) => isText(resources, `${key}${suffix}`));
}

const PLURAL = /_(?:zero|one|two|few|many|other)$/;

/** Every text's key ("a.b.c"; a plural's without its suffix), to match template keys against. */
function textKeys(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix.replace(PLURAL, '')];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, child]) => textKeys(child, prefix ? `${prefix}.${key}` : key));
}

/**
 * A template key (`pages.${page}.title`) as a pattern of the keys it can become: each `${…}` is
 * one segment or more. Its values are only known at run time, so it must name at least one text:
 * a renamed or misspelt fixed part (`page.${x}`, `pages.${x}.tittle`) names none.
 */
function templatePattern(template: string): RegExp {
  const parts = template.split(/\$\{[^}]*\}/);
  const escaped = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('[^.]+(?:\\.[^.]+)*')}$`);
}

/**
 * The keys passed to t under srcDir that the texts lack, as "file: key": literal keys, and
 * template keys that match no text. Keys of another namespace ("common:…") are not checked;
 * the namespace's own prefix ("driver:…") is read away.
 */
export function missingLocaleKeys({
  srcDir,
  resources,
  namespace,
}: Omit<LocaleKeysOptions, 'namespace'> & { namespace?: string }): string[] {
  const root = srcDir instanceof URL ? fileURLToPath(srcDir) : srcDir;
  const keys = textKeys(resources);
  const missing: string[] = [];
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\(\s*'([^':]+)'\s*(?:,\s*(\{[^)]*\}))?/g)) {
      const options = match[2] ?? '';
      // `{ ns: 'common' }` asks another namespace's texts, which these resources are not.
      if (/\bns:/.test(options)) continue;
      // `{ returnObjects: true }` asks for a group of texts (the onboarding's slides).
      const found = /\breturnObjects:\s*true/.test(options)
        ? exists(resources, match[1]!)
        : has(resources, match[1]!);
      if (!found) missing.push(`${path.relative(root, file)}: ${match[1]}`);
    }
    for (const match of text.matchAll(/\bt\(\s*`([^`]*\$\{[^`]*)`/g)) {
      let key = match[1]!;
      if (namespace && key.startsWith(`${namespace}:`)) key = key.slice(namespace.length + 1);
      if (/^[\w.-]+:/.test(key)) continue;
      const pattern = templatePattern(key);
      if (!keys.some((candidate) => pattern.test(candidate))) {
        missing.push(`${path.relative(root, file)}: ${match[1]}`);
      }
    }
  }
  return missing;
}

/** Fails, listing them, when a component asks for a key its namespace's texts do not have. */
export function expectLocaleKeysDefined(options: LocaleKeysOptions): void {
  expect(missingLocaleKeys(options), `keys missing from the "${options.namespace}" texts`).toEqual([]);
}
