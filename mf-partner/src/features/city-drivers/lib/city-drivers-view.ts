import type { VehicleType } from '@cerca/contracts';
import {
  type CityDriver,
  type CityDriverStatusFilter,
  type CityDriversResponse,
  DRIVER_IMAGE_MAX_BYTES,
} from '@cerca/contracts/city-drivers';
import { type ImageFileProblem, imageFileProblem } from '@cerca/contracts/media';

// The drivers list's pure pieces: filters, labels, and the cached pages after a change.

export interface DriverFilters {
  q: string;
  status: CityDriverStatusFilter;
  vehicle: VehicleType | 'all';
}

export const NO_FILTERS: DriverFilters = { q: '', status: 'all', vehicle: 'all' };

/** The list's query string: only what narrows it, so the first visit is a plain URL. */
export function driversQuery(filters: DriverFilters, cursor: string | null): string {
  const query = new URLSearchParams();
  const q = filters.q.trim();
  if (q) query.set('q', q);
  if (filters.status !== 'all') query.set('status', filters.status);
  if (filters.vehicle !== 'all') query.set('vehicle', filters.vehicle);
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  return text ? `?${text}` : '';
}

export function isFiltered(filters: DriverFilters): boolean {
  return filters.q.trim() !== '' || filters.status !== 'all' || filters.vehicle !== 'all';
}

/** How the list names a driver: full name, else username. */
export function driverName(driver: Pick<CityDriver, 'profile'>): string {
  return driver.profile.full_name?.trim() || driver.profile.username;
}

type Pages = CityDriversResponse[];

/** The pages with one driver replaced (after suspend or activate). */
export function withDriver(pages: Pages, driver: CityDriver): Pages {
  return pages.map((page) => ({
    ...page,
    drivers: page.drivers.map((row) => (row.id === driver.id ? driver : row)),
  }));
}

/** The pages without one driver (after delete). */
export function withoutDriver(pages: Pages, driverId: string): Pages {
  return pages.map((page) => ({ ...page, drivers: page.drivers.filter((row) => row.id !== driverId) }));
}

export type ImageProblem = 'invalidImage' | 'imageTooLarge';

const IMAGE_PROBLEMS = {
  notImage: 'invalidImage',
  tooLarge: 'imageTooLarge',
} as const satisfies Record<ImageFileProblem, ImageProblem>;

/** Spec 02 §5 (images): the one image check, an image of at most 5 MB, as this page's message. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): ImageProblem | null {
  const problem = imageFileProblem(file, DRIVER_IMAGE_MAX_BYTES);
  return problem && IMAGE_PROBLEMS[problem];
}
