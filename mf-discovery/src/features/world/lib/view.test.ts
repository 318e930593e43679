import { describe, expect, it } from 'vitest';
import {
  baseProjection,
  clampTransform,
  FIT_INSETS,
  fitTransform,
  IDENTITY,
  isOnScreen,
  MAX_FIT_ZOOM,
  MAX_ZOOM,
  mapHeight,
  type Point,
  panBy,
  toScreen,
  worldBounds,
  zoomAround,
} from './view';

const phone = { width: 390, height: mapHeight(390) };
const desktop = { width: 680, height: mapHeight(680) };

describe('the base map', () => {
  it('is taller on phones and wide on desktops, within limits', () => {
    expect(mapHeight(390)).toBe(351);
    expect(mapHeight(680)).toBe(408);
    expect(mapHeight(2000)).toBe(560);
    expect(mapHeight(200)).toBe(280);
  });

  it('fits the whole sphere into the width, centred', () => {
    const projection = baseProjection('vector', phone);
    const [[left, top], [right, bottom]] = worldBounds('vector', projection, phone);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(right).toBeLessThanOrEqual(phone.width);
    expect(right - left).toBeGreaterThan(phone.width - 20);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(bottom).toBeLessThanOrEqual(phone.height);
    const [x, y] = projection([0, 0]) as Point;
    expect(x).toBeCloseTo(phone.width / 2, 5);
    expect(y).toBeCloseTo(phone.height / 2, 5);
  });

  it("lays Web Mercator's square world on the width for satellite tiles", () => {
    const projection = baseProjection('satellite', desktop);
    const [x, y] = projection([-180, 85.0511287798]) as Point;
    expect(x).toBeCloseTo(0, 5);
    expect(y).toBeCloseTo(desktop.height / 2 - desktop.width / 2, 3);
    expect(worldBounds('satellite', projection, desktop)).toEqual([
      [0, desktop.height / 2 - desktop.width / 2],
      [desktop.width, desktop.height / 2 + desktop.width / 2],
    ]);
  });
});

describe('the view', () => {
  const bounds = worldBounds('vector', baseProjection('vector', phone), phone);

  it('frames the flags with room for their pins', () => {
    const projection = baseProjection('vector', phone);
    // México, Colombia, Argentina and Spain.
    const points = (
      [
        [-101.9, 25.3],
        [-74.8, 5.5],
        [-58.4, -34.6],
        [-3.7, 40.4],
      ] as Point[]
    ).map((lonLat) => projection(lonLat) as Point);
    const view = fitTransform(points, phone, bounds);
    expect(view.k).toBeGreaterThan(1.5);
    expect(view.k).toBeLessThanOrEqual(MAX_FIT_ZOOM);
    for (const point of points) {
      const [x, y] = toScreen(view, point);
      // Clear of the zoom buttons on the right and with room above for the pins.
      expect(x).toBeGreaterThanOrEqual(FIT_INSETS.left - 0.001);
      expect(x).toBeLessThanOrEqual(phone.width - FIT_INSETS.right + 0.001);
      expect(y).toBeGreaterThanOrEqual(FIT_INSETS.top - 0.001);
      expect(isOnScreen([x, y], phone)).toBe(true);
    }
  });

  it('shows the whole world without flags, and zooms no closer than MAX_FIT_ZOOM on one flag', () => {
    expect(fitTransform([], phone, bounds)).toEqual(clampTransform(IDENTITY, phone, bounds));
    const single = fitTransform([[200, 150]], phone, bounds);
    expect(single.k).toBe(MAX_FIT_ZOOM);
    const [x, y] = toScreen(single, [200, 150]);
    expect(x).toBeCloseTo(FIT_INSETS.left + (phone.width - FIT_INSETS.left - FIT_INSETS.right) / 2, 5);
    expect(y).toBeCloseTo(FIT_INSETS.top + (phone.height - FIT_INSETS.top - FIT_INSETS.bottom) / 2, 5);
  });

  it('zooms around a point within the limits, and never pans the world out of view', () => {
    const anchor: Point = [195, 175];
    const zoomed = zoomAround(IDENTITY, 2, anchor, phone, bounds);
    expect(zoomed.k).toBe(2);
    // The base point that was under the anchor is still under it.
    const before = [(anchor[0] - IDENTITY.x) / IDENTITY.k, (anchor[1] - IDENTITY.y) / IDENTITY.k] as Point;
    const [ax, ay] = toScreen(zoomed, before);
    expect(ax).toBeCloseTo(anchor[0], 5);
    expect(ay).toBeCloseTo(anchor[1], 5);
    expect(zoomAround(zoomed, 100, anchor, phone, bounds).k).toBe(MAX_ZOOM);
    expect(zoomAround(zoomed, 0.01, anchor, phone, bounds)).toEqual(clampTransform(IDENTITY, phone, bounds));
    // Far to the right: stopped at the world's left edge.
    const panned = panBy(zoomed, 10_000, 0, phone, bounds);
    expect(panned.x).toBeCloseTo(-2 * bounds[0][0], 5);
  });

  it('centres a world smaller than the viewport', () => {
    const small = clampTransform({ k: 1, x: 40, y: -30 }, phone, bounds);
    expect(small.y).toBeCloseTo((phone.height - bounds[1][1] - bounds[0][1]) / 2, 5);
  });
});
