import { describe, expect, it } from 'vitest';
import { loadAtlas } from './atlas';
import { atlasIdOf } from './iso-numeric';

describe('the bundled atlas', () => {
  it('finds the shape of every seeded country by its ISO code', async () => {
    const atlas = await loadAtlas();
    expect(atlas.countries.length).toBeGreaterThan(170);
    const names = ['MX', 'US', 'CO', 'ES', 'AR', 'PE', 'CL', 'GT', 'CR'].map(
      (code) => atlas.shapeOf(code)?.properties.name,
    );
    expect(names).toEqual([
      'Mexico',
      'United States of America',
      'Colombia',
      'Spain',
      'Argentina',
      'Peru',
      'Chile',
      'Guatemala',
      'Costa Rica',
    ]);
    expect(atlas.shapeOf('mx')?.properties.name).toBe('Mexico');
  });

  it('maps ISO alpha-2 codes to the numeric ids of the atlas', () => {
    expect(atlasIdOf('MX')).toBe('484');
    expect(atlasIdOf('AF')).toBe('004');
    expect(atlasIdOf('ZZ')).toBeUndefined();
  });
});
