import type { WorldSatellite } from '@cerca/contracts/city-life/world';
import { useTranslation } from '@cerca/i18n';
import { IconPlus } from '@cerca/ui';
import { geoGraticule10, geoPath } from 'd3-geo';
import {
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { NS } from '../../../lib/i18n';
import type { Atlas } from '../lib/atlas';
import type { PlacedMarker } from '../lib/marker-placement';
import { visibleTiles } from '../lib/tiles';
import {
  baseProjection,
  fitTransform,
  isOnScreen,
  mapHeight,
  type Point,
  panBy,
  type Size,
  toScreen,
  type ViewTransform,
  worldBounds,
  zoomAround,
} from '../lib/view';

interface WorldMapProps {
  atlas: Atlas;
  markers: PlacedMarker[];
  satellite: WorldSatellite | null;
  selectedId: string | null;
  onSelect: (countryId: string | null) => void;
}

/** The map as wide as its column; drawn again from scratch when that width changes. */
export function WorldMap(props: WorldMapProps) {
  const frame = useRef<HTMLDivElement>(null);
  const width = useWidth(frame);
  const kind = props.satellite ? 'satellite' : 'vector';
  return (
    <div ref={frame} className="mf-world__frame" data-testid="world-map">
      {width > 0 ? <MapCanvas key={`${kind}:${width}`} width={width} {...props} /> : null}
    </div>
  );
}

function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.round(element.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

const PAN_STEP = 60;
const ZOOM_STEP = 1.6;
const distance = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);

function MapCanvas({
  width,
  atlas,
  markers,
  satellite,
  selectedId,
  onSelect,
}: WorldMapProps & { width: number }) {
  const { t } = useTranslation(NS);
  const helpId = useId();
  const oceanId = useId();
  const viewport = useRef<HTMLDivElement>(null);
  const kind = satellite ? 'satellite' : 'vector';
  const size: Size = useMemo(() => ({ width, height: mapHeight(width) }), [width]);
  const projection = useMemo(() => baseProjection(kind, size), [kind, size]);
  const bounds = useMemo(() => worldBounds(kind, projection, size), [kind, projection, size]);

  // Countries, sphere and graticule: drawn once per size; zoom and pan only move their group.
  const drawing = useMemo(() => {
    const path = geoPath(projection);
    const cerca = new Set(markers.map((marker) => atlas.shapeOf(marker.country.code)));
    return {
      sphere: path({ type: 'Sphere' }) ?? '',
      graticule: path(geoGraticule10()) ?? '',
      countries: atlas.countries.map((shape, index) => (
        <path
          key={String(shape.id ?? index)}
          d={path(shape) ?? ''}
          className={cerca.has(shape) ? 'mf-world__land mf-world__land--cerca' : 'mf-world__land'}
        />
      )),
    };
  }, [projection, atlas, markers]);

  const chosenShape = useMemo(() => {
    const chosen = markers.find((marker) => marker.country.id === selectedId);
    const shape = chosen && atlas.shapeOf(chosen.country.code);
    return shape ? (geoPath(projection)(shape) ?? '') : null;
  }, [markers, selectedId, atlas, projection]);

  const points = useMemo(
    () =>
      markers.flatMap((marker) => {
        const point = projection(marker.position);
        return point && Number.isFinite(point[0]) && Number.isFinite(point[1])
          ? [{ marker, point: point as Point }]
          : [];
      }),
    [markers, projection],
  );
  const fitted = useMemo(
    () =>
      fitTransform(
        points.map((entry) => entry.point),
        size,
        bounds,
      ),
    [points, size, bounds],
  );
  const [view, setView] = useState<ViewTransform>(fitted);
  const tiles = useMemo(
    () => (satellite ? visibleTiles(satellite.url_template, size, view) : []),
    [satellite, size, view],
  );

  const zoom = (factor: number, anchor: Point = [size.width / 2, size.height / 2]) =>
    setView((current) => zoomAround(current, factor, anchor, size, bounds));
  const pan = (dx: number, dy: number) => setView((current) => panBy(current, dx, dy, size, bounds));

  // Ctrl (or ⌘) + wheel and trackpad pinches zoom; a plain wheel keeps scrolling the page.
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const anchor: Point = [event.clientX - rect.left, event.clientY - rect.top];
      setView((current) => zoomAround(current, Math.exp(-event.deltaY / 200), anchor, size, bounds));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [size, bounds]);

  // One pointer drags the map, two pinch it; presses on flags and buttons stay clicks.
  const pointers = useRef(new Map<number, Point>());
  const local = (event: PointerEvent): Point => {
    const rect = event.currentTarget.getBoundingClientRect();
    return [event.clientX - rect.left, event.clientY - rect.top];
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('button')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, local(event));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const next = local(event);
    const other = [...pointers.current].find(([id]) => id !== event.pointerId)?.[1];
    if (other) {
      const before = distance(previous, other);
      const factor = before > 0 ? distance(next, other) / before : 1;
      const middle: Point = [(next[0] + other[0]) / 2, (next[1] + other[1]) / 2];
      setView((current) =>
        panBy(
          zoomAround(current, factor, middle, size, bounds),
          (next[0] - previous[0]) / 2,
          (next[1] - previous[1]) / 2,
          size,
          bounds,
        ),
      );
    } else {
      pan(next[0] - previous[0], next[1] - previous[1]);
    }
    pointers.current.set(event.pointerId, next);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
  };

  /** Arrows pan, + and − zoom, 0 frames the flags again. */
  const keyAction = (key: string): (() => void) | undefined => {
    switch (key) {
      case 'ArrowLeft':
        return () => pan(PAN_STEP, 0);
      case 'ArrowRight':
        return () => pan(-PAN_STEP, 0);
      case 'ArrowUp':
        return () => pan(0, PAN_STEP);
      case 'ArrowDown':
        return () => pan(0, -PAN_STEP);
      case '+':
      case '=':
        return () => zoom(ZOOM_STEP);
      case '-':
        return () => zoom(1 / ZOOM_STEP);
      case '0':
        return () => setView(fitted);
      default:
        return undefined;
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = keyAction(event.key);
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    action();
  };

  // Flags further south are drawn over northern ones, as on printed maps; the chosen one on top.
  const placed = points
    .map(({ marker, point }) => ({ marker, screen: toScreen(view, point) }))
    .sort((a, b) => {
      const chosen = Number(a.marker.country.id === selectedId) - Number(b.marker.country.id === selectedId);
      return chosen || a.screen[1] - b.screen[1];
    });

  return (
    <>
      <div
        ref={viewport}
        className={`mf-world__viewport mf-world__viewport--${kind}`}
        style={{ height: size.height }}
        role="application"
        aria-roledescription={t('world.map.role')}
        aria-label={t('world.map.label')}
        aria-describedby={helpId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a map widget takes arrow keys and + / − when focused
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <svg
          className="mf-world__svg"
          width={size.width}
          height={size.height}
          viewBox={`0 0 ${size.width} ${size.height}`}
          aria-hidden="true"
          focusable="false"
        >
          <defs>
            <radialGradient id={oceanId} cx="50%" cy="45%" r="75%">
              <stop offset="0%" className="mf-world__ocean-light" />
              <stop offset="100%" className="mf-world__ocean-deep" />
            </radialGradient>
          </defs>
          <rect width={size.width} height={size.height} fill={`url(#${oceanId})`} />
          <g transform={`translate(${view.x} ${view.y}) scale(${view.k})`}>
            {tiles.map((tile) => (
              <image
                key={tile.key}
                href={tile.href}
                x={tile.x}
                y={tile.y}
                // A hair wider, so no seams show between neighbours.
                width={tile.size + 0.5 / view.k}
                height={tile.size + 0.5 / view.k}
                preserveAspectRatio="none"
                onError={(event) => event.currentTarget.setAttribute('visibility', 'hidden')}
              />
            ))}
            {satellite ? null : <path className="mf-world__sphere" d={drawing.sphere} />}
            {satellite ? null : <path className="mf-world__graticule" d={drawing.graticule} />}
            <g>{drawing.countries}</g>
            {chosenShape ? <path className="mf-world__land mf-world__land--chosen" d={chosenShape} /> : null}
          </g>
        </svg>
        <div className="mf-world__markers">
          {placed.map(({ marker, screen }) => {
            const { country } = marker;
            const chosen = country.id === selectedId;
            return (
              <button
                key={country.id}
                type="button"
                className="mf-world__marker"
                style={{ transform: `translate(${screen[0]}px, ${screen[1]}px) translate(-50%, -100%)` }}
                hidden={!isOnScreen(screen, size)}
                aria-label={t('world.marker', {
                  country: country.name,
                  cities: t('world.cities', { count: country.city_count }),
                })}
                aria-pressed={chosen}
                onClick={() => onSelect(chosen ? null : country.id)}
                data-testid="world-marker"
                data-country={country.code}
              >
                <span className="mf-world__pin">
                  <img src={country.flag_url} alt="" width={30} height={20} draggable={false} />
                  <span className="mf-world__count" aria-hidden="true">
                    {country.city_count}
                  </span>
                </span>
              </button>
            );
          })}
        </div>
        <div className="mf-world__controls">
          <button
            type="button"
            className="mf-world__control"
            aria-label={t('world.map.zoomIn')}
            onClick={() => zoom(ZOOM_STEP)}
          >
            <IconPlus size={20} />
          </button>
          <button
            type="button"
            className="mf-world__control"
            aria-label={t('world.map.zoomOut')}
            onClick={() => zoom(1 / ZOOM_STEP)}
          >
            <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M5 12h14" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
            </svg>
          </button>
          <button
            type="button"
            className="mf-world__control"
            aria-label={t('world.map.reset')}
            onClick={() => setView(fitted)}
          >
            <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none">
              <path
                d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"
                stroke="currentColor"
                strokeWidth={2}
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </div>
        {satellite?.attribution ? (
          <p className="mf-world__attribution">
            {t('world.map.satellite', { attribution: satellite.attribution })}
          </p>
        ) : null}
      </div>
      <p id={helpId} className="mf-hint mf-world__help">
        {t('world.map.help')}
      </p>
    </>
  );
}
