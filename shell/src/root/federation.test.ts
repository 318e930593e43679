import { describe, expect, it } from 'vitest';
import { remoteEntryUrl } from './federation';

describe('remoteEntryUrl', () => {
  it('is the remoteEntry.js beside the manifest, on any origin, with its query', () => {
    expect(remoteEntryUrl('/remotes/mf-driver/mf-manifest.json')).toBe('/remotes/mf-driver/remoteEntry.js');
    expect(remoteEntryUrl('/releases/mf-driver/0123456789ab/mf-manifest.json')).toBe(
      '/releases/mf-driver/0123456789ab/remoteEntry.js',
    );
    expect(remoteEntryUrl('https://cdn.example.mx/mf-driver/mf-manifest.json?v=3')).toBe(
      'https://cdn.example.mx/mf-driver/remoteEntry.js?v=3',
    );
  });
});
