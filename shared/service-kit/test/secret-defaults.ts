import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Finds string defaults of secrets in code: a value written in the repository for a variable
 * whose name ends in SECRET, KEY or TOKEN is known to everyone who reads it, so whatever it signs
 * can be forged. Secrets come from the environment, or are generated and kept (kept-secret.ts).
 */

/**
 * A name ending in SECRET, KEY or TOKEN: `LOCAL_PAYMENTS_WEBHOOK_SECRET`, `stripeSecretKey`, `token`.
 * Not `plan_key` or `idempotency_key`: lower-case snake names are columns and fields, not secrets.
 */
const NAME = String.raw`(?:[A-Za-z_$][\w$]*?(?:SECRET|KEY|TOKEN|Secret|Key|Token)|secret|key|token)(?![\w$])`;
/** An environment variable's name: `STRIPE_WEBHOOK_SECRET`. */
const ENV_NAME = String.raw`(?:[A-Z][A-Z0-9]*_)*(?:SECRET|KEY|TOKEN)(?![\w$])`;
/** A string literal: '…', "…" or `…`. */
const LITERAL = String.raw`(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\x60(?:[^\x60\\]|\\.)*\x60)`;
const NON_EMPTY = String.raw`(?:'(?:[^'\\\n]|\\.)+'|"(?:[^"\\\n]|\\.)+"|\x60(?:[^\x60\\]|\\.)+\x60)`;
/**
 * What a default may be: any string for an environment variable (an empty HMAC key is a known
 * key too); a non-empty one for other names, whose `token ?? ''` only means "none" (a visitor's
 * missing session token, a query key).
 */
const DEFAULTED = (tail: string) => `(?:${ENV_NAME}${tail}${LITERAL}|${NAME}${tail}${NON_EMPTY})`;
/** Calls that keep the value, chained before the fallback: `?.trim()`, `.toString()`. */
const CALLS = String.raw`(?:\s*\??\.\s*(?:trim|trimStart|trimEnd|toString|normalize)\s*\(\s*\))*`;

interface Rule {
  what: string;
  pattern: RegExp;
  /** Rules for fixed values (not fallbacks) skip tests, which set their own secrets on purpose. */
  testsToo: boolean;
  files: RegExp;
}

const SCRIPT = /\.(?:[cm]?[jt]sx?)$/;
const RULES: Rule[] = [
  {
    what: 'falls back to a string (?? or ||)',
    // env.X_SECRET ?? 'x', process.env['X_KEY'] || "x", env.X_TOKEN?.trim() || 'x', a ||= 'x'
    pattern: new RegExp(
      String.raw`(?<![\w$])${DEFAULTED(String.raw`(?:['"]\s*\])?${CALLS}\s*(?:\?\?|\|\|)=?\s*`)}`,
      'g',
    ),
    testsToo: true,
    files: SCRIPT,
  },
  {
    what: 'has a string default (destructuring or parameter)',
    // { X_TOKEN = 'x' } = env, function f(apiKey: string = 'x'), ({ secret = "x" }) => …
    pattern: new RegExp(
      String.raw`(?<=[{,(]\s*)${DEFAULTED(String.raw`\s*(?::\s*[\w$.<>[\]| ]+?)?\s*=\s*`)}`,
      'g',
    ),
    testsToo: true,
    files: SCRIPT,
  },
  {
    what: 'is set to a fixed string in an environment',
    // { STORAGE_SIGNING_SECRET: 'x' } passed as a process's environment, process.env.X_KEY = 'x'
    pattern: new RegExp(
      String.raw`(?<![\w$])(?:[A-Z][A-Z0-9]*_)+(?:SECRET|KEY|TOKEN)\s*:\s*${LITERAL}|\.\s*(?:[A-Z][A-Z0-9]*_)+(?:SECRET|KEY|TOKEN)\s*=\s*${LITERAL}`,
      'g',
    ),
    testsToo: false,
    files: SCRIPT,
  },
  {
    what: 'has a default in a compose file or script (:-)',
    pattern: new RegExp(String.raw`\$\{${NAME}:?-[^}]+\}`, 'g'),
    testsToo: true,
    files: /(?:\.ya?ml|\.sh|\.env|Dockerfile|\/run)$/,
  },
  {
    what: 'is set to a fixed value in an image or manifest',
    // ENV X_SECRET=…, ARG X_KEY=…, X_TOKEN: value (yaml), - name: X_SECRET \n value: …
    pattern: new RegExp(
      String.raw`^\s*(?:ENV|ARG)\s+${NAME}[= ]\s*\S|^\s*(?:[A-Z][A-Z0-9]*_)+(?:SECRET|KEY|TOKEN)\s*:\s*(?!\$\{)\S|name:\s*['"]?(?:[A-Z][A-Z0-9]*_)+(?:SECRET|KEY|TOKEN)['"]?\s*\n\s*value:`,
      'gm',
    ),
    testsToo: false,
    files: /(?:\.ya?ml|Dockerfile)$/,
  },
];

const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'build',
  'coverage',
  'test-results',
  'playwright-report',
]);
/** A test file, or a helper in a test folder (relative path). */
export const isTest = (file: string) =>
  /(?:^|\/)(?:test|tests|tests-split|testing)\/|\.(?:test|spec)\.[cm]?[jt]sx?$/.test(file);

export interface SecretDefault {
  /** file:line, the file relative to the root. */
  where: string;
  what: string;
  text: string;
}

/** The string defaults of secrets in one file's text (`file` decides which rules apply). */
export function findSecretDefaults(file: string, text: string): SecretDefault[] {
  const found: SecretDefault[] = [];
  for (const rule of RULES) {
    if (!rule.files.test(file) || (!rule.testsToo && isTest(file))) continue;
    for (const match of text.matchAll(rule.pattern)) {
      const line = text.slice(0, match.index).split('\n').length;
      found.push({ where: `${file}:${line}`, what: rule.what, text: match[0].replace(/\s+/g, ' ').trim() });
    }
  }
  return found;
}

/** Every file under `folders` of `root` the rules read, relative to root, skipping builds and dependencies. */
export function codeFiles(root: string, folders: string[]): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) {
        // Hidden folders inside (.cache, .turbo) hold generated files, not code.
        if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('.')) walk(child);
      } else if (entry.isFile() && RULES.some((rule) => rule.files.test(child))) files.push(child);
    }
  };
  for (const folder of folders) walk(folder);
  return files.sort();
}

/** The string defaults of secrets in the code under `folders`, but for the files in `except`. */
export function scanForSecretDefaults(root: string, folders: string[], except: string[]): SecretDefault[] {
  return codeFiles(root, folders)
    .filter((file) => !except.includes(file))
    .flatMap((file) => findSecretDefaults(file, readFileSync(path.join(root, file), 'utf8')));
}
