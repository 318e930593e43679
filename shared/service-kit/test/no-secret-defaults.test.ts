import { describe, expect, it } from 'vitest';
import { REPO_FOLDERS, REPO_ROOT } from './repo';
import { codeFiles, findSecretDefaults, scanForSecretDefaults } from './secret-defaults';

const ROOT = REPO_ROOT;
const FOLDERS = REPO_FOLDERS;
/** The scanner and this file spell examples of what they look for. */
const SCANNER = [
  'shared/service-kit/test/secret-defaults.ts',
  'shared/service-kit/test/no-secret-defaults.test.ts',
];
describe('no secret has a default in the code', () => {
  it('finds no string default of a variable named *SECRET, *KEY or *TOKEN', () => {
    expect(codeFiles(ROOT, FOLDERS).length).toBeGreaterThan(500);
    const found = scanForSecretDefaults(ROOT, FOLDERS, SCANNER);
    expect(found.map(({ where, what, text }) => `${where} ${what}: ${text}`)).toEqual([]);
  });

  it("would have caught the local payments secret's former default, and the other shapes", () => {
    // shared/service-kit/src/config.ts before issue 21, verbatim.
    const formerConfig = [
      '  return {',
      '    provider,',
      '    localWebhookSecret:',
      "      env.LOCAL_PAYMENTS_WEBHOOK_SECRET?.trim() || 'cerca-local-payments-development-secret',",
      '    stripeSecretKey: env.STRIPE_SECRET_KEY?.trim() || null,',
    ].join('\n');
    expect(findSecretDefaults('shared/service-kit/src/config.ts', formerConfig)).toEqual([
      {
        where: 'shared/service-kit/src/config.ts:4',
        what: 'falls back to a string (?? or ||)',
        text: "LOCAL_PAYMENTS_WEBHOOK_SECRET?.trim() || 'cerca-local-payments-development-secret'",
      },
    ]);

    const wheres = (file: string, text: string) => findSecretDefaults(file, text).map(({ where }) => where);
    const shapes = [
      'const a = process.env.APP_KEY || "x";',
      "const b = env['SESSION_TOKEN'] ?? 'x';",
      'const { SIGNING_SECRET = `x` } = process.env;',
      "function sign(body: string, apiKey: string = 'k') {}",
      "const c = config.stripeSecretKey ??\n  'sk_unconfigured';",
      "settings.WEBHOOK_SECRET ||= 'x';",
      "const d = createHmac('sha256', process.env.HMAC_KEY ?? '');",
    ].join('\n');
    expect(wheres('services/x/src/a.ts', shapes)).toEqual([
      'services/x/src/a.ts:1',
      'services/x/src/a.ts:2',
      'services/x/src/a.ts:5',
      'services/x/src/a.ts:7',
      'services/x/src/a.ts:8',
      'services/x/src/a.ts:3',
      'services/x/src/a.ts:4',
    ]);
    // A fixed secret in a process's environment (deploy/bench/harness.mjs did this), in compose, in an image.
    expect(wheres('deploy/bench/h.mjs', "const env = { STORAGE_SIGNING_SECRET: 'bench' };")).toHaveLength(1);
    expect(wheres('deploy/compose/x.yaml', `X: \${STRIPE_SECRET_KEY:-sk_test_1}`)).toHaveLength(1);
    expect(wheres('deploy/docker/x.Dockerfile', 'ENV LOCAL_PAYMENTS_WEBHOOK_SECRET=abc')).toHaveLength(1);

    // Not defaults: reading, requiring, a constant that is no secret, a column named *_key, tests' own secrets.
    const fine = [
      'const s = env.STORAGE_SIGNING_SECRET;',
      'const t = env.STRIPE_SECRET_KEY?.trim() || null;',
      "export const AUTH_STORAGE_KEY = 'sb-cerca-auth-token';",
      "const plan = metadata.plan_key ?? '';",
      // A browser's missing session token is no default: '' stands for "none".
      "send({ token: token ?? '' });",
      "STRIPE_WEBHOOK_SECRET: required('STRIPE_WEBHOOK_SECRET', '(whsec_…)'),",
      `if (key.startsWith(prefix) || \`\${key}/\`) {}`,
    ].join('\n');
    expect(wheres('services/x/src/b.ts', fine)).toEqual([]);
    expect(
      wheres('services/x/test/c.test.ts', "const env = { LOCAL_PAYMENTS_WEBHOOK_SECRET: 'x'.repeat(40) };"),
    ).toEqual([]);
  });
});
