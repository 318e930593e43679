import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { manifestFromDeclarations, type RemoteEntry, remoteDeclarationSchema } from '@cerca/contracts';
import { describe, expect, it } from 'vitest';
import { decideRoute, isRoleAllowed, outletId, ownerOf, remotesFor } from './routes';

// The manifest the gateway serves, built the same way from the remotes' own declarations
// (mf-*/remote.json): adding a route to a remote changes this test's input, not this file.
const root = path.resolve(import.meta.dirname, '../../..');
const manifest: RemoteEntry[] = manifestFromDeclarations(
  readdirSync(root)
    .filter((folder) => folder.startsWith('mf-'))
    .sort()
    .map((folder) => ({
      folder,
      declaration: remoteDeclarationSchema.parse(
        JSON.parse(readFileSync(path.join(root, folder, 'remote.json'), 'utf8')),
      ),
    })),
  ({ folder }) => `/remotes/${folder}/mf-manifest.json`,
).remotes;

const owner = (path: string) => ownerOf(path, manifest)?.name;

describe('route ownership', () => {
  it('finds the remote that owns a path, exact match with :params', () => {
    expect(owner('/')).toBe('mf_discovery');
    expect(owner('/businesses/8f0c')).toBe('mf_discovery');
    expect(owner('/businesses/8f0c/edit')).toBe('mf_discovery');
    expect(owner('/profile')).toBe('mf_ordering');
    expect(owner('/profile/123')).toBe('mf_discovery');
    expect(owner('/dashboard')).toBe('mf_ordering');
    expect(owner('/dashboard/city/42')).toBe('mf_partner');
    expect(owner('/dashboard/city/42/drivers')).toBe('mf_partner');
    expect(owner('/driver-dashboard')).toBe('mf_driver');
    expect(owner('/admin')).toBe('mf_admin');
    expect(owner('/events/')).toBe('mf_discovery');
  });

  it('owns nothing for unknown or partial paths', () => {
    expect(owner('/nope')).toBeUndefined();
    expect(owner('/businesses/1/edit/more')).toBeUndefined();
    expect(owner('/dashboard/city')).toBeUndefined();
    expect(owner('/admin/users')).toBeUndefined();
  });
});

describe('role filtering of the manifest', () => {
  it('leaves gated remotes out for visitors and plain users', () => {
    expect(remotesFor(manifest, null).map((r) => r.name)).not.toContain('mf_admin');
    expect(remotesFor(manifest, 'user').map((r) => r.name)).not.toContain('mf_admin');
    expect(remotesFor(manifest, 'city_partner').map((r) => r.name)).not.toContain('mf_admin');
    expect(remotesFor(manifest, null)).toHaveLength(4);
  });

  it('keeps them for the role they require', () => {
    expect(remotesFor(manifest, 'admin').map((r) => r.name)).toContain('mf_admin');
  });

  it('treats "user" as any signed-in person and admins as allowed everywhere', () => {
    expect(isRoleAllowed([], null)).toBe(true);
    expect(isRoleAllowed(['user'], null)).toBe(false);
    expect(isRoleAllowed(['user'], 'city_partner')).toBe(true);
    expect(isRoleAllowed(['city_partner'], 'user')).toBe(false);
    expect(isRoleAllowed(['city_partner'], 'admin')).toBe(true);
  });
});

describe('route decisions', () => {
  const decide = (path: string, role: RemoteEntry['roles'][number] | null) =>
    decideRoute(path, manifest, { role });

  it('sends unknown paths to /', () => {
    expect(decide('/nope', null)).toEqual({ kind: 'unknown', redirectTo: '/' });
    expect(decide('/businesses/1/x', 'admin')).toEqual({ kind: 'unknown', redirectTo: '/' });
  });

  it('does nothing on / when no remote owns it', () => {
    expect(decideRoute('/', [], { role: null })).toEqual({ kind: 'none' });
    expect(decideRoute('/x', [], { role: null })).toEqual({ kind: 'unknown', redirectTo: '/' });
  });

  it('sends signed-out visitors of a gated page to /profile', () => {
    expect(decide('/admin', null)).toEqual({ kind: 'sign-in', redirectTo: '/profile' });
  });

  it('sends signed-in people without the role to /dashboard', () => {
    expect(decide('/admin', 'user')).toEqual({ kind: 'forbidden', redirectTo: '/dashboard' });
    expect(decide('/admin', 'city_partner')).toEqual({ kind: 'forbidden', redirectTo: '/dashboard' });
  });

  it('lets the right role through', () => {
    const decision = decide('/admin', 'admin');
    expect(decision.kind).toBe('remote');
    expect(decision.kind === 'remote' && decision.remote.name).toBe('mf_admin');
    expect(decide('/events', null).kind).toBe('remote');
  });

  it('names outlets after the remote', () => {
    expect(outletId('mf_driver')).toBe('cerca-app-mf_driver');
  });
});
