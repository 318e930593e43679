import { spawn } from 'node:child_process';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { readRemoteDeclaration } from './declaration';
import { exportedNames } from './module-exports';

export interface BuildInput {
  /** The remote package to build: the checkout's mf-x, or a team's copy of it (--source). */
  source: string;
  /** An empty folder the build output goes to. */
  outputDir: string;
}

/** What the release learns from the sources besides the build output. */
export interface BuiltRemote {
  /** The names the module exposed as "./app" exports: the shell mounts it as single-spa lifecycles. */
  appExports: string[];
}

/** A step that leaves a remote's production build in `outputDir`; the release injects it. */
export type BuildStep = (input: BuildInput) => Promise<BuiltRemote>;

/**
 * Runs the remote's own `build` script tool (cerca-webpack, from the package's node_modules) in
 * production mode, with CERCA_BUILD_OUTPUT pointing webpack at `outputDir`: `<source>/dist`, the
 * configured build the gateway serves, is never written. Webpack's own output is shown only when
 * the build fails, so the command prints its result (or its refusal) and nothing else.
 */
export const buildRemote: BuildStep = async ({ source, outputDir }) => {
  const declaration = await readRemoteDeclaration(source);
  const bin = path.join(source, 'node_modules', '.bin', 'cerca-webpack');
  try {
    await access(bin);
  } catch {
    throw new Error(`${bin} is missing: install the workspace's dependencies first.`);
  }
  const output: Buffer[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(bin, ['build'], {
      cwd: source,
      env: { ...process.env, NODE_ENV: 'production', CERCA_BUILD_OUTPUT: outputDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) {
    throw new Error(
      `building ${source} failed (exit ${code}); nothing was released.\n${Buffer.concat(output).toString('utf8').trim()}`,
    );
  }
  // The schema guarantees "./app" is declared; what it points at is what the shell will mount.
  return { appExports: await exportedNames(path.resolve(source, declaration.exposes['./app'] ?? '')) };
};
