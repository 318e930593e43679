import { type GeoProjection, geoMercator, geoNaturalEarth1, geoPath } from 'd3-geo';

export interface Size {
  width: number;
  height: number;
}

/** [x, y] in pixels. */
export type Point = [number, number];

/** The part of the base map that holds the world: [[left, top], [right, bottom]]. */
export type Bounds = [Point, Point];

/** Zoom and pan over the base map: screen = k × base + (x, y). */
export interface ViewTransform {
  k: number;
  x: number;
  y: number;
}

/** Spec 02 §9: the map never zooms out past the whole world (zoom 1). */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 12;
/** The first view frames the flags, but never closer than this (one country would fill it). */
export const MAX_FIT_ZOOM = 4;
/**
 * Room kept around the framed flags: above for the pins standing on their points, on the right
 * for the zoom buttons, and half a pin's width elsewhere.
 */
export const FIT_INSETS = { top: 52, right: 76, bottom: 20, left: 28 };

export const IDENTITY: ViewTransform = { k: 1, x: 0, y: 0 };

/** Taller than wide on phones (the map is the page), wide on desktops. */
export function mapHeight(width: number): number {
  const ratio = width < 600 ? 0.9 : 0.6;
  return Math.round(Math.min(560, Math.max(280, width * ratio)));
}

/**
 * The map at zoom 1. Vector only: Natural Earth, the whole sphere fitted into the box. With
 * satellite tiles: Web Mercator, as the tiles are drawn, its square world as wide as the box and
 * centred on the equator, so tile (z, x, y) covers exactly its cell.
 */
export function baseProjection(kind: 'vector' | 'satellite', { width, height }: Size): GeoProjection {
  if (kind === 'satellite')
    return geoMercator()
      .scale(width / (2 * Math.PI))
      .translate([width / 2, height / 2]);
  const margin = Math.min(8, width / 40);
  return geoNaturalEarth1().fitExtent(
    [
      [margin, margin],
      [width - margin, height - margin],
    ],
    { type: 'Sphere' },
  );
}

/** Where the world lies on the base map: the sphere's outline, or Mercator's square. */
export function worldBounds(kind: 'vector' | 'satellite', projection: GeoProjection, size: Size): Bounds {
  if (kind === 'satellite') {
    return [
      [0, size.height / 2 - size.width / 2],
      [size.width, size.height / 2 + size.width / 2],
    ];
  }
  return geoPath(projection).bounds({ type: 'Sphere' }) as Bounds;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** One axis: the world covers the viewport when it is larger, and is centred when it is smaller. */
function clampAxis(offset: number, k: number, low: number, high: number, viewport: number): number {
  const min = viewport - k * high;
  const max = -k * low;
  return min > max ? (min + max) / 2 : clamp(offset, min, max);
}

/** Keeps the zoom within its limits and the world in view: no panning off into empty space. */
export function clampTransform(transform: ViewTransform, size: Size, bounds: Bounds): ViewTransform {
  const k = clamp(transform.k, MIN_ZOOM, MAX_ZOOM);
  return {
    k,
    x: clampAxis(transform.x, k, bounds[0][0], bounds[1][0], size.width),
    y: clampAxis(transform.y, k, bounds[0][1], bounds[1][1], size.height),
  };
}

/**
 * The first view: the flags framed within FIT_INSETS, zoomed in no further than MAX_FIT_ZOOM,
 * the whole world when there are none.
 */
export function fitTransform(points: readonly Point[], size: Size, bounds: Bounds): ViewTransform {
  if (points.length === 0) return clampTransform(IDENTITY, size, bounds);
  const xs = points.map((point) => point[0]);
  const ys = points.map((point) => point[1]);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const { top: above, right: after, bottom: below, left: before } = FIT_INSETS;
  const room = (extent: number, span: number) =>
    span <= 0 ? Number.POSITIVE_INFINITY : Math.max(1, extent) / span;
  const k = clamp(
    Math.min(
      room(size.width - before - after, right - left),
      room(size.height - above - below, bottom - top),
    ),
    MIN_ZOOM,
    MAX_FIT_ZOOM,
  );
  // The flags' box, centred in what the insets leave of the viewport.
  const centre: Point = [(left + right) / 2, (top + bottom) / 2];
  const target: Point = [
    before + (size.width - before - after) / 2,
    above + (size.height - above - below) / 2,
  ];
  return clampTransform({ k, x: target[0] - k * centre[0], y: target[1] - k * centre[1] }, size, bounds);
}

/** Zooms by `factor`, keeping the base-map point under `anchor` (screen pixels) where it is. */
export function zoomAround(
  transform: ViewTransform,
  factor: number,
  anchor: Point,
  size: Size,
  bounds: Bounds,
): ViewTransform {
  const k = clamp(transform.k * factor, MIN_ZOOM, MAX_ZOOM);
  const ratio = k / transform.k;
  return clampTransform(
    { k, x: anchor[0] - (anchor[0] - transform.x) * ratio, y: anchor[1] - (anchor[1] - transform.y) * ratio },
    size,
    bounds,
  );
}

export function panBy(
  transform: ViewTransform,
  dx: number,
  dy: number,
  size: Size,
  bounds: Bounds,
): ViewTransform {
  return clampTransform({ ...transform, x: transform.x + dx, y: transform.y + dy }, size, bounds);
}

export function toScreen(transform: ViewTransform, [x, y]: Point): Point {
  return [transform.k * x + transform.x, transform.k * y + transform.y];
}

/** Whether a screen point is on the map (flags outside it are hidden, also from the keyboard). */
export function isOnScreen([x, y]: Point, { width, height }: Size): boolean {
  return x >= 0 && x <= width && y >= 0 && y <= height;
}
