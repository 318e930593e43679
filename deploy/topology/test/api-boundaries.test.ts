import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  allowedPrefixes,
  type BoundaryException,
  boundaryViolations,
  unusedExceptions,
} from '../src/api-boundaries';
import { REPO_ROOT, readRemoteDeclarations, readServiceDeclarations } from '../src/declarations';

// The rule of issue 23: a remote calls its own service's API and the platform's (auth, storage,
// realtime, jobs), never another team's; what it needs of another area it loads as that area's
// exposed module (which calls its own service). It reads the string literals of every shipped
// source, so `/api/ordering/orders/${id}` counts and a comment or an import path does not.

/** Calls the rule allows across teams, each with why. Empty: every crossing is an exposed module. */
const EXCEPTIONS: BoundaryException[] = [];

const remotes = readRemoteDeclarations();
const services = readServiceDeclarations();
const folders = remotes.map((remote) => remote.folder);

describe('remotes call only their own service', () => {
  it('holds in every remote', () => {
    const found = boundaryViolations({ root: REPO_ROOT, remotes, services, exceptions: EXCEPTIONS });
    expect(found.map((v) => `${v.remote}/src/${v.file}:${v.line} ${v.path} — ${v.reason}`)).toEqual([]);
  });

  it('keeps no exception that no source needs', () => {
    expect(unusedExceptions(REPO_ROOT, EXCEPTIONS, services)).toEqual([]);
  });

  it('gives each remote its own service and the platform', () => {
    expect(allowedPrefixes('mf-ordering', folders, services)).toEqual([
      '/api/jobs',
      '/api/ordering',
      '/auth/v1',
      '/realtime',
      '/realtime-status',
      '/storage/v1',
    ]);
  });
});

// Probe sources laid out like the repo (every remote's src), in a sandbox: each case proves the
// rule refuses or allows one shape of call.
describe('the rule on probe sources', () => {
  const sandbox = mkdtempSync(path.join(tmpdir(), 'cerca-boundaries-'));
  afterAll(() => rmSync(sandbox, { recursive: true, force: true }));
  let probes = 0;

  function check(remote: string, source: string, exceptions: BoundaryException[] = []) {
    const root = path.join(sandbox, `case-${++probes}`);
    for (const folder of folders) mkdirSync(path.join(root, folder, 'src'), { recursive: true });
    mkdirSync(path.join(root, remote, 'src/features/x/api'), { recursive: true });
    writeFileSync(path.join(root, remote, 'src/features/x/api/probe.ts'), source);
    return boundaryViolations({ root, remotes, services, exceptions });
  }

  it.each([
    ['mf-discovery', "export const url = '/api/ordering/orders';"],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a probe source holding a template literal.
    ['mf-ordering', 'export const url = (id: string) => `/api/discovery/people/${id}`;'],
    ['mf-partner', "fetch('/api/admin/users', { method: 'POST' });"],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a probe source holding a template literal.
    ['mf-driver', "export const path = `/api/ordering/businesses/${'x'}/menu`;"],
  ])('refuses another team’s API in %s', (remote, source) => {
    const [violation] = check(remote, source);
    expect(violation).toMatchObject({ remote, file: 'features/x/api/probe.ts', line: 1 });
    expect(violation?.reason).toMatch(
      /belongs to the \w+ service: mount its remote's exposed module instead/,
    );
  });

  it('refuses an API path whose service cannot be read', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a probe source holding a template literal.
    const source = 'export const url = (s: string) => `/api/${s}/orders`;';
    const [violation] = check('mf-ordering', source);
    expect(violation?.reason).toBe('an API path whose service cannot be read: write the prefix out');
  });

  it('allows its own service, the platform, imports, comments and tests', () => {
    const source = [
      "import { x } from '../../../api/get-menu';",
      '// GET /api/discovery/people/:id is discovery’s: see mf_discovery/people.',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a probe source holding a template literal.
      "export const own = ['/api/ordering/orders', `/api/ordering/orders/${x}`];",
      "export const platform = ['/auth/v1/token', '/storage/v1/object/x', '/realtime'];",
      "export const module = 'mf_discovery/business-form';",
      '',
    ].join('\n');
    expect(check('mf-ordering', source)).toEqual([]);
  });

  it('allows a crossing only where an exception names it', () => {
    const source = "export const url = '/api/discovery/users';";
    const exception = {
      remote: 'mf-ordering',
      file: 'features/x/api/probe.ts',
      prefix: '/api/discovery',
      why: 'x',
    };
    expect(check('mf-ordering', source, [exception])).toEqual([]);
    expect(check('mf-ordering', source, [{ ...exception, file: 'other.ts' }])).toHaveLength(1);
  });
});
