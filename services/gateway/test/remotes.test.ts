import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EXPOSED_MODULE_IDS } from '@cerca/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { loadRemotesManifest, readRemoteDeclarations } from '../src/remotes';

const declared = readRemoteDeclarations();
const routesOf = (folder: string) =>
  declared.find((remote) => remote.folder === folder)?.declaration.routes ?? {};

describe('remote declarations (mf-*/remote.json)', () => {
  it('give the route table of DESIGN §2 with its access rules', () => {
    expect(routesOf('mf-discovery')).toEqual({
      '/': { access: 'public' },
      '/businesses': { access: 'public' },
      '/businesses/:id': { access: 'public' },
      '/businesses/:id/edit': { access: 'session' },
      '/add-business': { access: 'session' },
      '/category/:category': { access: 'public' },
      '/favorites': { access: 'session' },
      '/followed': { access: 'public' },
      '/events': { access: 'public' },
      '/world': { access: 'public' },
      '/post/:postId': { access: 'public' },
      '/profile/:id': { access: 'public' },
    });
    expect(Object.keys(routesOf('mf-ordering'))).toEqual([
      '/profile',
      '/dashboard',
      '/orders',
      // Commerce (issue 10): the owner's menu/services manager (?businessId=), not in the spec's table.
      '/menu-manager',
      '/my-orders',
      '/messages',
      '/subscription/success',
      '/subscription/canceled',
      // Commerce (issue 10): the local payment provider's checkout (PAYMENTS_PROVIDER=local), not in the spec's table.
      '/subscription/checkout',
    ]);
    expect(routesOf('mf-driver')).toEqual({
      '/driver-dashboard': { access: 'session' },
      '/driver-registration': { access: 'session' },
    });
    expect(Object.keys(routesOf('mf-partner'))).toEqual([
      '/become-partner',
      '/partner-login',
      '/dashboard/city/:cityId',
      '/dashboard/city/:cityId/content',
      '/dashboard/city/:cityId/drivers',
    ]);
    expect(routesOf('mf-admin')).toEqual({ '/admin': { access: 'admin' } });
  });

  it('expose every module the contracts declare, from the remote that owns it', () => {
    for (const id of EXPOSED_MODULE_IDS) {
      const [container, module] = id.split('/');
      const owner = declared.find((remote) => remote.declaration.name === container);
      expect(owner?.declaration.exposes, id).toHaveProperty(`./${module}`);
    }
    for (const { declaration } of declared) expect(declaration.exposes).toHaveProperty('./app');
  });

  it('make the admin remote downloadable by admins only, and the others by everyone', () => {
    const { remotes } = loadRemotesManifest({});
    const roles = Object.fromEntries(remotes.map((remote) => [remote.name, remote.roles]));
    expect(roles).toEqual({
      mf_admin: ['admin'],
      mf_discovery: [],
      mf_driver: [],
      mf_ordering: [],
      mf_partner: [],
    });
  });
});

describe('invalid declarations', () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function remote(folder: string, declaration: unknown): void {
    mkdirSync(path.join(root, folder));
    writeFileSync(path.join(root, folder, 'remote.json'), JSON.stringify(declaration));
  }

  it('refuses two remotes claiming the same route, whatever the parameter is called', () => {
    root = mkdtempSync(path.join(tmpdir(), 'cerca-remotes-'));
    const app = { './app': './src/lifecycles.ts' };
    remote('mf-a', { name: 'mf_a', exposes: app, routes: { '/post/:id': { access: 'public' } } });
    remote('mf-b', { name: 'mf_b', exposes: app, routes: { '/post/:postId': { access: 'session' } } });
    expect(() => readRemoteDeclarations(root)).toThrow('mf-b and mf-a both declare the route /post/:postId');
  });

  it('refuses an unknown access rule and a remote without "./app"', () => {
    root = mkdtempSync(path.join(tmpdir(), 'cerca-remotes-'));
    remote('mf-a', { name: 'mf_a', exposes: { './x': './x.ts' }, routes: { '/a': { access: 'public' } } });
    expect(() => readRemoteDeclarations(root)).toThrow('mf-a/remote.json is not a valid remote declaration');
    rmSync(path.join(root, 'mf-a'), { recursive: true });
    remote('mf-a', {
      name: 'mf_a',
      exposes: { './app': './a.ts' },
      routes: { '/a': { access: 'vip' } },
    });
    expect(() => readRemoteDeclarations(root)).toThrow('not a valid remote declaration');
  });
});
