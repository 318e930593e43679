import type { Size, ViewTransform } from './view';

/** A satellite tile placed on the base map (base-map pixels, before the view's zoom and pan). */
export interface Tile {
  key: string;
  href: string;
  x: number;
  y: number;
  size: number;
}

const TILE_PIXELS = 256;
/** Deeper than the world map ever needs (MAX_ZOOM on a wide screen stays below 12). */
const MAX_TILE_ZOOM = 18;

/** The tile level whose 256 px tiles are closest to the screen's pixels for a world this wide. */
export function tileZoom(worldPixels: number): number {
  const level = Math.round(Math.log2(worldPixels / TILE_PIXELS));
  return Math.min(MAX_TILE_ZOOM, Math.max(0, Number.isFinite(level) ? level : 0));
}

/**
 * The XYZ tiles covering the viewport, for the Web Mercator base map of view.ts (its square world
 * `width` wide, centred on the equator at height / 2). Only the tiles in view are requested.
 */
export function visibleTiles(template: string, size: Size, transform: ViewTransform): Tile[] {
  const { width, height } = size;
  if (width <= 0 || height <= 0) return [];
  const z = tileZoom(transform.k * width);
  const count = 2 ** z;
  const tileSize = width / count;
  const top = height / 2 - width / 2;
  // The viewport in base-map pixels.
  const left = -transform.x / transform.k;
  const right = (width - transform.x) / transform.k;
  const upper = -transform.y / transform.k;
  const lower = (height - transform.y) / transform.k;
  const range = (from: number, to: number): [number, number] => [
    Math.max(0, Math.floor(from / tileSize)),
    Math.min(count - 1, Math.ceil(to / tileSize) - 1),
  ];
  const [x0, x1] = range(left, right);
  const [y0, y1] = range(upper - top, lower - top);
  const tiles: Tile[] = [];
  for (let ty = y0; ty <= y1; ty++) {
    for (let tx = x0; tx <= x1; tx++) {
      tiles.push({
        key: `${z}/${tx}/${ty}`,
        href: template
          .replaceAll('{z}', String(z))
          .replaceAll('{x}', String(tx))
          .replaceAll('{y}', String(ty)),
        x: tx * tileSize,
        y: top + ty * tileSize,
        size: tileSize,
      });
    }
  }
  return tiles;
}
