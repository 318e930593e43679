import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every file under `dir`, as sorted '/'-separated relative paths (the same on every platform). */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
