import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { registerNamespace } from '@cerca/i18n';

/**
 * Registers every es-MX text file of a folder, as the remote's lifecycles and lazy pages do in the
 * browser, so a component test shows the real texts: `namespaceOf` names each file's namespace
 * (a remote puts all its files in one; the shell's chrome uses one per file). The folder is a
 * path (`${import.meta.dirname}/…`): Vite rewrites `new URL(…, import.meta.url)` to a web address.
 */
export function registerTextFiles(folder: string, namespaceOf: (file: string) => string): void {
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    const texts = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Record<string, unknown>;
    registerNamespace(namespaceOf(path.basename(file, '.json')), texts);
  }
}
