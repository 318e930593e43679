import type { Db, DirectUploadRow } from '@cerca/db';
import { sql } from '@cerca/db';

export type DirectUploadBucket = DirectUploadRow['bucket'];

/** Records a direct upload handed out; answers its id (the ticket the publishing form names). */
export async function insertDirectUpload(
  db: Db,
  upload: {
    userId: string;
    bucket: DirectUploadBucket;
    key: string;
    contentType: string;
    size: number;
    fileName: string | null;
    expiresAt: Date;
  },
): Promise<string> {
  const row = await db
    .insertInto('direct_uploads')
    .values({
      user_id: upload.userId,
      bucket: upload.bucket,
      key: upload.key,
      content_type: upload.contentType,
      size: upload.size,
      file_name: upload.fileName,
      expires_at: upload.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Claims a direct upload once: deletes and answers the row when it is the caller's, for this
 * bucket, under `keyRoot` (the business's folder or the person's), and not past its deadline;
 * undefined otherwise. A second claim of the same ticket finds nothing.
 */
export async function claimDirectUpload(
  db: Db,
  claim: { id: string; userId: string; bucket: DirectUploadBucket; keyRoot: string },
): Promise<Pick<DirectUploadRow, 'bucket' | 'key' | 'content_type' | 'file_name'> | undefined> {
  return db
    .deleteFrom('direct_uploads')
    .where('id', '=', claim.id)
    .where('user_id', '=', claim.userId)
    .where('bucket', '=', claim.bucket)
    .where(sql<boolean>`starts_with(key, ${`${claim.keyRoot}/`})`)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['bucket', 'key', 'content_type', 'file_name'])
    .executeTakeFirst();
}
