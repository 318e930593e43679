import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

/** Where an app's analysed build goes, and the chunk groups its build writes. */
export function buildPaths(outDir: string, app: string): { dist: string; chunkGroups: string } {
  return {
    dist: path.join(outDir, 'builds', app),
    chunkGroups: path.join(outDir, 'builds', `${app}.chunk-groups.json`),
  };
}

/** Each webpack build takes ~370 MB and one core (as in deploy/local/build-apps.mjs). */
const CONCURRENCY = 2;

/**
 * Builds each app for production as its `build` script does (cerca-webpack), but into the report's
 * folder (CERCA_BUILD_OUTPUT), never over the <app>/dist the gateway serves, and with its chunk
 * groups written beside it (CERCA_BUILD_STATS). The output is the same as `npm run build`'s.
 */
export async function buildForReport(root: string, apps: string[], outDir: string): Promise<void> {
  mkdirSync(path.join(outDir, 'builds'), { recursive: true });
  const queue = [...apps];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) await buildOne(root, app, outDir);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

function buildOne(root: string, app: string, outDir: string): Promise<void> {
  const { dist, chunkGroups } = buildPaths(outDir, app);
  const cwd = path.join(root, app);
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(cwd, 'node_modules', '.bin', 'cerca-webpack'), ['build'], {
      cwd,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        CERCA_BUILD_OUTPUT: dist,
        CERCA_BUILD_STATS: chunkGroups,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Held and shown only on failure: the builds' warnings are the normal build's to show.
    const output: Buffer[] = [];
    child.stdout.on('data', (data: Buffer) => output.push(data));
    child.stderr.on('data', (data: Buffer) => output.push(data));
    child.on('error', reject);
    child.on('close', (status) => {
      if (status === 0) {
        const built =
          Buffer.concat(output)
            .toString()
            .match(/built in [\d.]+ s/)?.[0] ?? 'built';
        console.log(`[analyze] ${app}: ${built}`);
        resolve();
      } else {
        process.stderr.write(Buffer.concat(output));
        reject(new Error(`${app}: build failed (exit ${status})`));
      }
    });
  });
}
