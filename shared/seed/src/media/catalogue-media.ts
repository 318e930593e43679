import { readFile } from 'node:fs/promises';
import {
  CATALOGUE_BUCKET,
  CATEGORIES,
  COUNTRIES,
  categoryBannerKey,
  categoryImageKey,
  flagKey,
} from '@cerca/catalogue';
import type { Storage } from '@cerca/storage';
import { artSvg, initials } from './art';
import { type ImageJob, writeImages } from './images';

/** The flags are real source data (drawn by hand), kept beside the package, not generated. */
export const FLAGS_DIR = new URL('../../assets/flags/', import.meta.url);

/** Shown at 28×20 CSS pixels in the location picker: three times that covers dense screens. */
const FLAG_WIDTH = 84;

export function flagSourceFile(countryCode: string): URL {
  return new URL(`${countryCode.toLowerCase()}.svg`, FLAGS_DIR);
}

function flagJobs(): ImageJob[] {
  return COUNTRIES.map((c) => ({
    bucket: CATALOGUE_BUCKET,
    key: flagKey(c.code),
    width: FLAG_WIDTH,
    svg: () => readFile(flagSourceFile(c.code), 'utf8'),
  }));
}

/** Each category's square tile and wide banner, drawn from its name and colour. */
function categoryJobs(): ImageJob[] {
  return CATEGORIES.flatMap((c, i) => [
    {
      bucket: CATALOGUE_BUCKET,
      key: categoryImageKey(c.id),
      svg: () =>
        artSvg({
          width: 400,
          height: 400,
          color: c.color,
          title: initials(c.name),
          caption: c.name,
          variant: i,
        }),
    },
    {
      bucket: CATALOGUE_BUCKET,
      key: categoryBannerKey(c.id),
      svg: () => artSvg({ width: 1200, height: 400, color: c.color, title: c.name, variant: i + 3 }),
    },
  ]);
}

/** Puts the flags and category artwork the catalogue rows point at into storage (idempotent). */
export async function writeCatalogueMedia(storage: Storage): Promise<number> {
  return writeImages(storage, [...flagJobs(), ...categoryJobs()]);
}
