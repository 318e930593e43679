import { describe, expect, it } from 'vitest';
import { tileZoom, visibleTiles } from './tiles';

const template = 'https://tiles.example.com/{z}/{x}/{y}.jpg?access_token=pk';

describe('satellite tiles', () => {
  it('picks the level whose tiles match the screen', () => {
    expect(tileZoom(256)).toBe(0);
    expect(tileZoom(390)).toBe(1);
    expect(tileZoom(1024)).toBe(2);
    expect(tileZoom(390 * 12)).toBe(4);
    expect(tileZoom(0)).toBe(0);
  });

  it('requests only the tiles in view, placed on their Mercator cells', () => {
    const size = { width: 1024, height: 400 };
    const tiles = visibleTiles(template, size, { k: 1, x: 0, y: 0 });
    // Level 2: 4 × 4 tiles of 256 px; a view 400 px high shows the middle rows only.
    expect(tiles.map((tile) => tile.key)).toEqual([
      '2/0/1',
      '2/1/1',
      '2/2/1',
      '2/3/1',
      '2/0/2',
      '2/1/2',
      '2/2/2',
      '2/3/2',
    ]);
    expect(tiles[0]).toEqual({
      key: '2/0/1',
      href: 'https://tiles.example.com/2/0/1.jpg?access_token=pk',
      x: 0,
      y: 200 - 512 + 256,
      size: 256,
    });
  });

  it('follows the zoom and pan of the view', () => {
    const size = { width: 512, height: 512 };
    // Zoom 2 into the top-left quarter: level 2 of 4 × 4, of which 2 × 2 are in view.
    const tiles = visibleTiles(template, size, { k: 2, x: 0, y: 0 });
    expect(tiles.map((tile) => tile.key)).toEqual(['2/0/0', '2/1/0', '2/0/1', '2/1/1']);
    expect(tiles.every((tile) => tile.size === 128)).toBe(true);
    expect(visibleTiles(template, { width: 0, height: 0 }, { k: 1, x: 0, y: 0 })).toEqual([]);
  });
});
