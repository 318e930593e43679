// `npm run split -- status | stop <service> | start <service>`: talks to the supervisor that
// `npm run start:split` runs (split.mjs), on 127.0.0.1:<SPLIT_CONTROL_PORT, default PORT + 1>.
import { controlPort } from './split.mjs';
import { fail } from './toolchain.mjs';

const [action, name] = process.argv.slice(2);
const usage = 'usage: npm run split -- status | stop <service> | start <service>';
if (action !== 'status' && !((action === 'stop' || action === 'start') && name)) {
  console.error(usage);
  process.exit(2);
}

const base = `http://127.0.0.1:${controlPort()}`;
const response = await fetch(action === 'status' ? `${base}/status` : `${base}/services/${name}/${action}`, {
  method: action === 'status' ? 'GET' : 'POST',
}).catch(() => fail(`no split supervisor answers at ${base}: is npm run start:split running (same PORT)?`));
const body = await response.json();
if (!response.ok) fail(body.error ?? `the supervisor answered ${response.status}`);
for (const service of Array.isArray(body) ? body : [body]) {
  const pid = service.pid ? `pid ${service.pid}` : `exit ${service.exitCode ?? '-'}`;
  console.log(`${service.name.padEnd(10)} ${service.state.padEnd(8)} ${service.url}  ${pid}`);
}
