// Plain Node (no dependencies): what `npm start` and `npm test` need before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function log(message) {
  console.log(`\x1b[36m[cerca]\x1b[0m ${message}`);
}

export function fail(message) {
  console.error(`\n\x1b[31m[cerca]\x1b[0m ${message}\n`);
  process.exit(1);
}

/** Runs a command in the repository, inheriting output; exits on failure unless allowed. */
export function run(command, args, { env = {}, allowFailure = false, cwd = ROOT } = {}) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0 && !allowFailure)
    fail(`"${command} ${args.join(' ')}" failed (exit ${result.status}).`);
  return result.status ?? 1;
}

/**
 * pnpm at exactly the version of package.json's packageManager field, installed into .cache/
 * with npm: no global step, no corepack signature keys, same version on every machine.
 */
export function ensurePnpm() {
  const pinned = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).packageManager;
  const version = pinned.replace(/^pnpm@/, '');
  const prefix = path.join(ROOT, '.cache', 'pnpm');
  const bin = path.join(prefix, 'node_modules', '.bin', 'pnpm');
  const installed = existsSync(bin) && spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout?.trim();
  if (installed !== version) {
    log(`installing pnpm ${version} into .cache/pnpm`);
    run('npm', [
      'install',
      '--prefix',
      prefix,
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `pnpm@${version}`,
    ]);
  }
  return bin;
}

/** Environment for installs: no browser downloads (Debian's Chromium is used), local Node headers. */
export function installEnv() {
  return {
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    ...(existsSync('/usr/include/node/node.h') ? { npm_config_nodedir: '/usr' } : {}),
  };
}

export function installDependencies(pnpm) {
  log('installing dependencies (pnpm install --frozen-lockfile)');
  run(pnpm, ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only'], {
    env: installEnv(),
  });
}

/** Whether something accepts TCP connections at host:port within the timeout. */
export function isListening(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export function hostPort(url, defaultPort) {
  const parsed = new URL(url);
  return { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port || defaultPort) };
}

/** Starts a long-running child; its output is prefixed so several can share one terminal. */
export function startChild(name, command, args, { env = {} } = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `\x1b[90m${name}\x1b[0m `;
  const forward = (stream, target) => {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) target.write(`${prefix}${line}\n`);
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  return child;
}
