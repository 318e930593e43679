import type { Selectable } from 'kysely';
import type { Generated, Timestamp } from './columns';

/**
 * A browser's direct upload handed out and not yet claimed (issue 22): a presigned PUT of one
 * video to `bucket`/`key`. The publishing route deletes the row when it uses it; services/jobs
 * removes the object of a row past expires_at, then the row.
 */
export interface DirectUploadsTable {
  id: Generated<string>;
  user_id: string;
  bucket: 'business-stories' | 'business-posts';
  key: string;
  content_type: string;
  /** bigint: parsed as a JS number (createDb's int8 parser); at most 100 MB. */
  size: number;
  /** The name of the person's file, for the messages of a refusal. */
  file_name: string | null;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
}

export interface DirectUploadTables {
  direct_uploads: DirectUploadsTable;
}

export type DirectUploadRow = Selectable<DirectUploadsTable>;
