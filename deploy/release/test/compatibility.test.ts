import { describe, expect, it } from 'vitest';
import { checkCompatibility } from '../src/compatibility';
import { parseFederationManifest } from '../src/federation-manifest';
import { driverManifestWith, manifest, rawManifest } from './fixtures';

// The check a release passes before the switch, on manifests shaped like the real builds'.

const candidate = (change: Parameters<typeof driverManifestWith>[0]) =>
  parseFederationManifest(driverManifestWith(change), 'candidate');

describe('checkCompatibility', () => {
  it('passes a rebuild of the live remote against the live shell', () => {
    expect(
      checkCompatibility({
        candidate: manifest('mf-driver'),
        live: manifest('mf-driver'),
        shell: manifest('shell'),
      }),
    ).toEqual([]);
  });

  it('passes a candidate that exposes more and requires a range the shell satisfies', () => {
    const next = candidate((raw) => {
      raw.exposes.push({ path: './driver-card' });
      const react = raw.shared.find((library) => library.name === 'react')!;
      react.requiredVersion = '^19.1.0';
    });
    expect(
      checkCompatibility({ candidate: next, live: manifest('mf-driver'), shell: manifest('shell') }),
    ).toEqual([]);
  });

  it('refuses an ./app that is not the single-spa lifecycles, and passes one that is', () => {
    const input = { candidate: manifest('mf-driver'), live: manifest('mf-driver'), shell: manifest('shell') };
    expect(checkCompatibility({ ...input, appExports: ['routes'] })).toEqual([
      'mf_driver exposes as ./app a module without the single-spa lifecycles the shell mounts (missing bootstrap, mount, unmount; it exports routes).',
    ]);
    expect(checkCompatibility({ ...input, appExports: ['bootstrap', 'mount'] })).toEqual([
      'mf_driver exposes as ./app a module without the single-spa lifecycles the shell mounts (missing unmount; it exports bootstrap, mount).',
    ]);
    expect(checkCompatibility({ ...input, appExports: ['bootstrap', 'mount', 'unmount', 'extra'] })).toEqual(
      [],
    );
  });

  it('refuses a build that no longer exposes ./app, which the shell mounts', () => {
    const next = candidate((raw) => {
      raw.exposes = [{ path: './wrong' }];
    });
    expect(
      checkCompatibility({ candidate: next, live: manifest('mf-driver'), shell: manifest('shell') }),
    ).toEqual(['mf_driver no longer exposes ./app (the shell mounts it).']);
  });

  it('names the module other apps load when a remote drops it', () => {
    const discovery = manifest('mf-discovery');
    const next = {
      ...discovery,
      exposes: discovery.exposes.filter((module) => module.path !== './create-dialog'),
    };
    expect(checkCompatibility({ candidate: next, live: discovery, shell: manifest('shell') })).toEqual([
      'mf_discovery no longer exposes ./create-dialog (other apps load it as mf_discovery/create-dialog).',
    ]);
  });

  describe("between remotes (issue 23: the business page loads ordering's Menú tab)", () => {
    // The live page: discovery's business page loads mf_ordering/business-menu.
    const discovery = { ...manifest('mf-discovery'), consumes: ['mf_ordering/business-menu'] };
    const ordering = {
      ...manifest('mf-discovery'),
      name: 'mf_ordering',
      exposes: [{ path: './app' }, { path: './business-menu' }],
      consumes: [],
    };
    const shell = manifest('shell');

    it('passes either side rebuilt against the other', () => {
      expect(
        checkCompatibility({ candidate: discovery, live: discovery, shell, others: [ordering] }),
      ).toEqual([]);
      expect(checkCompatibility({ candidate: ordering, live: ordering, shell, others: [discovery] })).toEqual(
        [],
      );
    });

    it('refuses an ordering build that drops the module the live discovery loads', () => {
      const next = { ...ordering, exposes: [{ path: './app' }] };
      expect(checkCompatibility({ candidate: next, live: ordering, shell, others: [discovery] })).toEqual([
        'mf_ordering no longer exposes ./business-menu (the live mf_discovery loads it as mf_ordering/business-menu).',
      ]);
      // Even when the live ordering never exposed it: discovery was released against another build.
      const older = { ...ordering, exposes: [{ path: './app' }] };
      expect(checkCompatibility({ candidate: next, live: older, shell, others: [discovery] })).toEqual([
        'mf_ordering no longer exposes ./business-menu (the live mf_discovery loads it as mf_ordering/business-menu).',
      ]);
    });

    it('refuses a discovery build that drops the module the live ordering loads', () => {
      const liveDiscovery = { ...discovery, exposes: [...discovery.exposes, { path: './business-form' }] };
      const loadingOrdering = { ...ordering, consumes: ['mf_discovery/business-form'] };
      expect(
        checkCompatibility({ candidate: discovery, live: liveDiscovery, shell, others: [loadingOrdering] }),
      ).toEqual([
        'mf_discovery no longer exposes ./business-form (the live mf_ordering loads it as mf_discovery/business-form).',
      ]);
    });

    it('refuses a discovery build that loads a module the live ordering does not expose', () => {
      const liveOrdering = { ...ordering, exposes: [{ path: './app' }] };
      const live = { ...discovery, consumes: [] };
      expect(checkCompatibility({ candidate: discovery, live, shell, others: [liveOrdering] })).toEqual([
        'mf_discovery loads mf_ordering/business-menu, but the live mf_ordering does not expose ./business-menu (release mf_ordering with it first).',
      ]);
      expect(checkCompatibility({ candidate: discovery, live, shell, others: [] })).toEqual([
        'mf_discovery loads mf_ordering/business-menu, but no live remote is named mf_ordering.',
      ]);
      expect(
        checkCompatibility({ candidate: discovery, live, shell, others: [], unreadable: ['mf_ordering'] }),
      ).toEqual([
        "mf_discovery loads mf_ordering/business-menu, but the live mf_ordering's manifest could not be read.",
      ]);
    });

    it('reads what a build loads from its mf-manifest.json', () => {
      const raw = { ...rawManifest('mf-discovery'), cerca: { consumes: ['mf_ordering/business-menu'] } };
      expect(parseFederationManifest(raw, 'discovery').consumes).toEqual(['mf_ordering/business-menu']);
      expect(parseFederationManifest(rawManifest('mf-driver'), 'driver').consumes).toEqual([]);
      expect(() => parseFederationManifest({ ...raw, cerca: { consumes: [1] } }, 'bad')).toThrow(
        'cerca.consumes must be a list of module ids',
      );
    });
  });

  it('refuses a renamed container', () => {
    const next = candidate((raw) => {
      raw.name = 'mf_driver_v2';
    });
    const problems = checkCompatibility({
      candidate: next,
      live: manifest('mf-driver'),
      shell: manifest('shell'),
    });
    expect(problems).toEqual([
      "the build's container is named mf_driver_v2, but the live one is mf_driver (the shell loads it by that name).",
    ]);
  });

  it('refuses a singleton range the live shell does not provide (shell react 19.1, candidate ^20)', () => {
    const REACT = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];
    const shellRaw = rawManifest('shell');
    const shell = parseFederationManifest(
      {
        ...shellRaw,
        shared: (shellRaw.shared as Record<string, unknown>[]).map((library) =>
          REACT.includes(String(library.name)) ? { ...library, version: '19.1.0' } : library,
        ),
      },
      'shell',
    );
    const next = candidate((raw) => {
      for (const library of raw.shared)
        if (REACT.includes(String(library.name))) library.requiredVersion = '^20.0.0';
    });
    const problems = checkCompatibility({ candidate: next, live: manifest('mf-driver'), shell });
    expect(problems).toHaveLength(4);
    expect(problems).toContain(
      'mf_driver requires react ^20.0.0, but the live shell provides react 19.1.0 (a singleton: the page has one copy).',
    );
  });

  it('does not accept a prerelease for a plain range', () => {
    const shell = manifest('shell');
    const react = shell.shared.find((library) => library.name === 'react')!;
    react.version = '20.0.0-rc.1';
    const next = candidate((raw) => {
      raw.shared.find((library) => library.name === 'react')!.requiredVersion = '>=19.3.1';
    });
    expect(checkCompatibility({ candidate: next, live: manifest('mf-driver'), shell })).toHaveLength(1);
  });

  it('leaves alone libraries the shell does not provide (react-router-dom comes from the remote)', () => {
    const next = candidate((raw) => {
      raw.shared.find((library) => library.name === 'react-router-dom')!.requiredVersion = '^99.0.0';
    });
    expect(
      checkCompatibility({ candidate: next, live: manifest('mf-driver'), shell: manifest('shell') }),
    ).toEqual([]);
  });

  it('refuses a remote the live page does not know', () => {
    expect(
      checkCompatibility({ candidate: manifest('mf-driver'), live: null, shell: manifest('shell') }),
    ).toEqual(['the live remotes manifest has no remote named mf_driver (unknown remote).']);
  });
});
