// `npm run start:split`: every service in its own process on its service.json port (plus
// SPLIT_PORT_OFFSET), the gateway in front of them in proxy mode on PORT, and a small control
// server so `npm run split -- stop|start <service>` and `status` can act on the running set.
//
// Control: HTTP on 127.0.0.1:<SPLIT_CONTROL_PORT, default PORT + 1>, loopback only:
//   GET  /status                 → [{ name, port, url, state, pid, exitCode }]
//   POST /services/<name>/stop   → SIGTERM, answers once the process has exited
//   POST /services/<name>/start  → starts it again, answers once its ready probe says ready
// A service that exits on its own is logged and left down (nothing restarts it), so the others
// go on serving: that is what split mode is for. Ctrl-C stops everything.
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { log, ROOT, startChild } from './toolchain.mjs';

const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;

/** The services/<name>/service.json files, the gateway apart (it is started last, in front). */
export function readDeclarations() {
  const servicesDir = path.join(ROOT, 'services');
  return readdirSync(servicesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      try {
        return [JSON.parse(readFileSync(path.join(servicesDir, entry.name, 'service.json'), 'utf8'))];
      } catch {
        return [];
      }
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function controlPort(env = process.env) {
  return Number(env.SPLIT_CONTROL_PORT ?? Number(env.PORT ?? 8080) + 1);
}

/**
 * Starts the services, waits for their ready probes, then the gateway. `env` is npm start's
 * environment (database, Redis, PORT, HOST, log level); `children` collects every process so the
 * caller's exit handler stops them. Resolves once the gateway listens.
 */
export async function startSplit({ tsx, env, children, started }) {
  const offset = Number(process.env.SPLIT_PORT_OFFSET ?? 0);
  const gatewayPort = Number(env.PORT);
  const declarations = readDeclarations();
  const services = declarations.filter((service) => service.name !== 'gateway');
  const portOf = (service) => service.port + offset;
  const auth = services.find((service) => service.name === 'auth');
  const serviceEnv = {
    ...env,
    // One origin for people: token issuer and links are the gateway's, whichever process answers.
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${gatewayPort}`,
    AUTH_JWKS_URL: `http://127.0.0.1:${portOf(auth)}/auth/v1/.well-known/jwks.json`,
    // The gateway forwards X-Forwarded-For from loopback: per-IP limits see the client.
    TRUST_PROXY: 'loopback',
    // Uploads written by one process are read by another: one absolute folder for all.
    STORAGE_DIR: path.resolve(ROOT, process.env.STORAGE_DIR ?? '.data/storage'),
  };

  const state = new Map(
    services.map((service) => [
      service.name,
      { service, port: portOf(service), child: null, stopping: false, exitCode: null },
    ]),
  );
  let shuttingDown = false;

  function spawnService(name) {
    const entry = state.get(name);
    // node with tsx's loader rather than the tsx command: no wrapper process in between, so the
    // pid shown is the service's own and a signal reaches it directly.
    const child = startChild(name, process.execPath, ['--import', 'tsx', `services/${name}/src/server.ts`], {
      env: { ...serviceEnv, PORT: String(entry.port) },
    });
    children.push(child);
    entry.child = child;
    entry.exitCode = null;
    entry.stopping = false;
    child.on('exit', (code, signal) => {
      entry.exitCode = code ?? signal;
      if (shuttingDown) return;
      if (entry.stopping) log(`${name} stopped`);
      else log(`${name} exited (${code ?? signal}); not restarted: npm run split -- start ${name}`);
    });
    return child;
  }

  async function waitReady(name) {
    const entry = state.get(name);
    const url = `http://127.0.0.1:${entry.port}${entry.service.probes.ready}`;
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (!isRunning(entry.child)) throw new Error(`${name} exited before it was ready`);
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
        await response.body?.cancel();
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${name} was not ready at ${url} within ${READY_TIMEOUT_MS / 1000} s`);
  }

  function stopService(name) {
    const entry = state.get(name);
    if (!entry.child || entry.child.exitCode !== null || entry.child.signalCode !== null)
      return Promise.resolve();
    entry.stopping = true;
    return new Promise((resolve) => {
      // The service drains for up to 10 s (the service kit's grace period); past 15 s it is
      // stuck, and it is killed as an orchestrator would.
      const kill = setTimeout(() => {
        log(`${name} did not stop within ${STOP_TIMEOUT_MS / 1000} s: killed`);
        entry.child.kill('SIGKILL');
      }, STOP_TIMEOUT_MS);
      entry.child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      entry.child.kill('SIGTERM');
    });
  }

  function status() {
    return [...state.values()].map((entry) => ({
      name: entry.service.name,
      port: entry.port,
      url: `http://127.0.0.1:${entry.port}`,
      state: isRunning(entry.child) ? 'running' : entry.stopping ? 'stopped' : 'exited',
      pid: isRunning(entry.child) ? entry.child.pid : null,
      exitCode: entry.exitCode,
    }));
  }

  log(`split mode: ${services.length} services, each in its own process (port offset ${offset})`);
  for (const name of state.keys()) spawnService(name);
  const results = await Promise.allSettled([...state.keys()].map((name) => waitReady(name)));
  const failed = results.flatMap((result) => (result.status === 'rejected' ? [result.reason.message] : []));
  if (failed.length) throw new Error(failed.join('; '));
  log(`services ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const control = http.createServer((request, response) => {
    handleControl(request, { status, stopService, spawnService, waitReady, state })
      .then(({ code, body }) => {
        response.writeHead(code, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      })
      .catch((error) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: error.message }));
      });
  });
  const port = controlPort();
  await new Promise((resolve, reject) => {
    control.once('error', reject);
    control.listen(port, '127.0.0.1', resolve);
  });
  control.unref();

  const gateway = startChild('gateway', tsx, ['services/gateway/src/server.ts'], {
    env: {
      ...serviceEnv,
      GATEWAY_MODE: 'proxy',
      ...Object.fromEntries(
        [...state.values()].map((entry) => [
          `SERVICE_${entry.service.name.toUpperCase()}_URL`,
          `http://127.0.0.1:${entry.port}`,
        ]),
      ),
    },
  });
  children.push(gateway);
  await new Promise((resolve, reject) => {
    gateway.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Cerca está listo en')) resolve();
    });
    gateway.once('exit', (code) => reject(new Error(`the gateway exited (${code}) before it was ready`)));
  });
  for (const entry of status()) log(`  ${entry.name.padEnd(10)} ${entry.url}  (pid ${entry.pid})`);
  log(`  ${'gateway'.padEnd(10)} ${serviceEnv.PUBLIC_URL}  (proxy mode, pid ${gateway.pid})`);
  log(
    `control: npm run split -- status | stop <service> | start <service>  (http://127.0.0.1:${port}, PORT=${gatewayPort})`,
  );
  log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  return {
    gateway,
    shutdown() {
      shuttingDown = true;
      control.close();
    },
  };
}

function isRunning(child) {
  return Boolean(child) && child.exitCode === null && child.signalCode === null;
}

async function handleControl(request, { status, stopService, spawnService, waitReady, state }) {
  const url = new URL(request.url ?? '/', 'http://control');
  if (request.method === 'GET' && url.pathname === '/status') return { code: 200, body: status() };
  const match = /^\/services\/([a-z]+)\/(stop|start)$/.exec(url.pathname);
  if (request.method !== 'POST' || !match) return { code: 404, body: { error: 'not found' } };
  const [, name, action] = match;
  const entry = state.get(name);
  if (!entry) return { code: 404, body: { error: `no service named ${name}`, services: [...state.keys()] } };
  if (action === 'stop') {
    await stopService(name);
  } else if (!isRunning(entry.child)) {
    log(`starting ${name}`);
    spawnService(name);
    await waitReady(name);
    log(`${name} ready`);
  }
  return { code: 200, body: status().find((service) => service.name === name) };
}
