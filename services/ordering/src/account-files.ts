import type { Db } from '@cerca/db';
import type { BucketName, Storage } from '@cerca/storage';

/** Buckets whose keys start with a business id (`<businessId>/…`). */
const BUSINESS_BUCKETS: BucketName[] = [
  'business-photos',
  'business-posts',
  'business-stories',
  'menu-items',
  // Customers' report photos (issue 25): the reports go with the business.
  'order-help-photos',
];
/** Buckets where a person without a business publishes, under `users/<userId>/…`. */
const PERSON_BUCKETS: BucketName[] = ['business-posts', 'business-stories'];
/** Buckets keyed `<userId>.<ext>`: the avatar and the driver's identity document. */
const USER_FILE_BUCKETS: BucketName[] = ['avatars', 'driver-ids'];

export interface AccountFiles {
  /** Each bucket with the key prefixes that belong to the account. */
  prefixes: Array<{ bucket: BucketName; prefix: string }>;
}

/**
 * Where the account's files are, read before the rows go: its own uploads and those of the
 * businesses it owns (which the database deletes with it).
 */
export async function findAccountFiles(db: Db, userId: string): Promise<AccountFiles> {
  const owned = await db.selectFrom('businesses').select('id').where('owner_id', '=', userId).execute();
  return {
    prefixes: [
      ...owned.flatMap(({ id }) => BUSINESS_BUCKETS.map((bucket) => ({ bucket, prefix: `${id}/` }))),
      ...PERSON_BUCKETS.map((bucket) => ({ bucket, prefix: `users/${userId}/` })),
      ...USER_FILE_BUCKETS.map((bucket) => ({ bucket, prefix: `${userId}.` })),
    ],
  };
}

/**
 * Removes the files once their rows are gone. Best effort: a file that fails to go is logged and
 * left (no row points to it any more), the account is deleted either way.
 */
export async function removeAccountFiles(
  storage: Storage,
  files: AccountFiles,
  log: { warn(obj: object, msg: string): void },
): Promise<number> {
  let removed = 0;
  for (const { bucket, prefix } of files.prefixes) {
    const objects = await storage.driver.list(bucket, prefix);
    const results = await Promise.allSettled(
      objects.map((object) => storage.removeObject(bucket, object.key)),
    );
    for (const result of results) {
      if (result.status === 'fulfilled') removed += 1;
      else log.warn({ err: result.reason, bucket, prefix }, 'account file left behind');
    }
  }
  return removed;
}
