import { sql } from 'kysely';

/** Which of the main photo's files a list shows. */
export type MainPhotoFile = 'url' | 'thumbnail' | 'card';

const FILES = {
  url: sql`mp.url`,
  thumbnail: sql`mp.thumbnail_url`,
  // Cards show the small WebP once the job has made it, the upload until then.
  card: sql`coalesce(mp.thumbnail_url, mp.url)`,
} as const;

/**
 * The business's main photo, the one every card, logo and order shows: its first 'main' photo by
 * upload time (id breaks ties), or null. `businessId` is the column holding the business's id
 * ('b.id'). The one place that says which photo is "the" photo of a business.
 */
export function mainPhotoUrl(businessId: string, file: MainPhotoFile = 'url') {
  return sql<string | null>`(select ${FILES[file]} from business_photos mp
    where mp.business_id = ${sql.ref(businessId)} and mp.type = 'main'
    order by mp.created_at, mp.id limit 1)`;
}
