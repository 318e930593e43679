import { CATEGORIES } from '@cerca/catalogue';
import type { Db } from '@cerca/db';
import type { BucketName, Storage } from '@cerca/storage';
import type { ArtOptions } from '../media/art';
import { artSvg } from '../media/art';
import type { ImageJob } from '../media/images';
import { DEMO_CITY_NAMES, type DemoBusiness } from './data/businesses';
import { type Random, randomStream } from './random';

export type DemoCity = DemoBusiness['city'];

/** What every row builder reads: the clock, the catalogue ids, and where images go. */
export interface DemoContext {
  now: Date;
  /** `now` minus `ms`. */
  ago(ms: number): Date;
  random(stream: string): Random;
  cityId: Record<DemoCity, string>;
  mexicoId: string;
  /** Plans an image (drawn later, only if missing) and returns its public storage URL. */
  image(bucket: BucketName, key: string, art: ArtOptions): string;
  /** The images planned so far, for writeImages. */
  images: ImageJob[];
}

export function categoryColor(name: string): string {
  return CATEGORIES.find((c) => c.name === name)?.color ?? '#E4572E';
}

/** The catalogue rows the demo hangs on; throws if seedCatalogue has not run. */
async function catalogueIds(db: Db): Promise<{ cityId: Record<DemoCity, string>; mexicoId: string }> {
  const rows = await db
    .selectFrom('cities')
    .innerJoin('countries', 'countries.id', 'cities.country_id')
    .select(['cities.id', 'cities.name', 'cities.state', 'countries.id as countryId'])
    .where('countries.code', '=', 'MX')
    .execute();
  const cityId = {} as Record<DemoCity, string>;
  for (const [key, { name, state }] of Object.entries(DEMO_CITY_NAMES)) {
    const row = rows.find((c) => c.name === name && c.state === state);
    if (!row) throw new Error(`City ${name} missing: run seedCatalogue before seedDemo`);
    cityId[key as DemoCity] = row.id;
  }
  return { cityId, mexicoId: rows[0]!.countryId };
}

export async function createDemoContext(db: Db, storage: Storage, now: Date): Promise<DemoContext> {
  const images: ImageJob[] = [];
  return {
    now,
    ago: (ms) => new Date(now.getTime() - ms),
    random: randomStream,
    ...(await catalogueIds(db)),
    image(bucket, key, art) {
      images.push({ bucket, key, svg: () => artSvg(art) });
      return storage.publicUrl(bucket, key);
    },
    images,
  };
}
