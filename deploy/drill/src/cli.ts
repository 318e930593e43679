// npm run drill (issue 22): a fault drill against a running `npm start`. Customers keep ordering
// while Postgres restarts and while Redis stops, losing everything, and comes back; then it prints
// orders lost and doubled, owner notifications lost, how fast the service was back after each
// fault, and the share of public reads answered while Redis was down. deploy/README.md "Fault drill"
// lists its settings. It restarts the machine's Postgres and Redis: never run it beside tests.
import { randomUUID } from 'node:crypto';
import { type FaultWindow, missingNotifications, recoveryOf, shareAnswered, tallyOrders } from './analysis';
import { startCustomers } from './customers';
import { type FaultCommands, runFault } from './faults';
import { pause } from './http';
import { startReaders } from './reads';
import { checkGoals, type DrillResult, formatReport } from './report';
import { prepareStage } from './setup';
import { ownerNotifications, storedOrders } from './verify';

const env = process.env;
const number = (name: string, fallback: number) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number, got ${env[name]}`);
  return value;
};

const baseUrl = (env.CERCA_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const phases = new Set((env.DRILL_PHASES ?? 'postgres,redis').split(',').map((phase) => phase.trim()));
const postgres: FaultCommands = {
  stop:
    env.DRILL_POSTGRES_RESTART ??
    'pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql)" main restart',
  start: '',
  ready: env.DRILL_POSTGRES_READY ?? 'pg_isready -q -h 127.0.0.1 -p 5432',
  downMs: 0,
};
const redis: FaultCommands = {
  stop: env.DRILL_REDIS_STOP ?? 'redis-cli -h 127.0.0.1 -p 6379 shutdown nosave',
  // As .ci/run starts it: no persistence, so a stop loses every key.
  start:
    env.DRILL_REDIS_START ??
    'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no ' +
      '--dir /var/lib/redis --logfile /var/log/redis/ci.log',
  ready: env.DRILL_REDIS_READY ?? 'redis-cli -h 127.0.0.1 -p 6379 ping | grep -q PONG',
  downMs: number('DRILL_REDIS_DOWN_SECONDS', 5) * 1000,
};
const calmMs = number('DRILL_CALM_SECONDS', 5) * 1000;
const settleMs = number('DRILL_SETTLE_SECONDS', 30) * 1000;

async function main(): Promise<number> {
  const runId = randomUUID().slice(0, 8);
  const since = Date.now();
  console.log(`drill ${runId} against ${baseUrl}: phases ${[...phases].join(', ') || 'none'}`);
  const stage = await prepareStage(baseUrl, runId, number('DRILL_CUSTOMERS', 4));
  const customers = startCustomers(stage, {
    baseUrl,
    runId,
    orderDeadlineMs: number('DRILL_ORDER_DEADLINE_SECONDS', 60) * 1000,
    retryMs: 250,
    thinkMs: 200,
  });
  const readers = startReaders(baseUrl, stage.cityId, number('DRILL_READERS', 2));

  const faults: FaultWindow[] = [];
  let redisWindow: FaultWindow | null = null;
  try {
    await pause(calmMs);
    if (phases.has('postgres')) {
      faults.push(await runFault('Postgres restart', postgres));
      await pause(calmMs);
    }
    if (phases.has('redis')) {
      redisWindow = await runFault('Redis stop (every key lost)', redis);
      faults.push(redisWindow);
      await pause(calmMs);
    }
  } finally {
    await customers.stop();
    await readers.stop();
  }

  const confirmed = customers.intents.flatMap((intent) => (intent.confirmedId ? [intent.confirmedId] : []));
  // Notifications come through the jobs: give them until `settleMs` to arrive.
  const settleBy = Date.now() + settleMs;
  let missing = missingNotifications(confirmed, await ownerNotifications(baseUrl, stage, since));
  while (missing.length > 0 && Date.now() < settleBy) {
    await pause(1_000);
    missing = missingNotifications(confirmed, await ownerNotifications(baseUrl, stage, since));
  }
  const result: DrillResult = {
    orders: tallyOrders(customers.intents, await storedOrders(baseUrl, stage)),
    lostNotifications: missing,
    recoveries: faults.map((fault) => ({ name: fault.name, recovery: recoveryOf(customers.samples, fault) })),
    readsWhileRedisDown: redisWindow ? shareAnswered(readers.samples, redisWindow) : null,
  };
  console.log(formatReport(result));
  return checkGoals(result).every((check) => check.met) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`drill failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
