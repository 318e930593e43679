import { randomUUID } from 'node:crypto';
import { PUBLISH_VIDEO_MAX_BYTES, VIDEO_UPLOAD_FIELD, type VideoUpload } from '@cerca/contracts/publishing';
import type { Db } from '@cerca/db';
import { AppError, errors } from '@cerca/service-kit';
import {
  bucketRule,
  DEFAULT_UPLOAD_URL_SECONDS,
  DIRECT_UPLOAD_VIDEO_TYPES,
  invalidTypeError,
  type Storage,
} from '@cerca/storage';
import { z } from 'zod';
import messages from './messages.json';
import type { PublishForm } from './publish-uploads';
import {
  claimDirectUpload,
  type DirectUploadBucket,
  insertDirectUpload,
} from './repositories/direct-uploads';
import { isUuid, refuseNul } from './request-guards';

/** The body of both video-upload routes (shared/contracts createVideoUploadBodySchema, by shape). */
export const videoUploadBodySchema = z.object({
  purpose: z.enum(['story', 'post']),
  content_type: z.string().max(100),
  size: z.number().int().min(1),
  file_name: z.string().max(255).optional(),
});

/**
 * How long a ticket may be claimed after its PUT URL expired: an upload that started just in time
 * still finishes and publishes. Past that, services/jobs removes the object and the row.
 */
const CLAIM_GRACE_SECONDS = 60 * 60;

const BUCKET_OF = { story: 'business-stories', post: 'business-posts' } as const;

type VideoType = keyof typeof DIRECT_UPLOAD_VIDEO_TYPES;

const isVideoType = (type: string): type is VideoType => Object.hasOwn(DIRECT_UPLOAD_VIDEO_TYPES, type);

/**
 * Hands out a direct upload of one video to `<keyRoot>/<random uuid>.<ext>` in the bucket of the
 * story or post it is for: the declared type must be one of the videos we publish and the size
 * within the 100 MB of a video (the bucket's own Spanish texts), checked again on completion.
 */
export async function issueVideoUpload(
  db: Db,
  storage: Storage,
  request: { userId: string; keyRoot: string; body: z.infer<typeof videoUploadBodySchema> },
): Promise<VideoUpload> {
  const { purpose, content_type: contentType, size, file_name: fileName } = request.body;
  refuseNul(contentType, fileName);
  const bucket = BUCKET_OF[purpose];
  if (!isVideoType(contentType)) throw invalidTypeError(bucket, fileName);
  if (size > PUBLISH_VIDEO_MAX_BYTES) {
    // Both buckets word it: 'El video es demasiado grande. Máximo 100MB.'
    throw new AppError(413, 'file_too_large', bucketRule(bucket).messages.tooLarge.video!, {
      maxBytes: PUBLISH_VIDEO_MAX_BYTES,
    });
  }
  const key = `${request.keyRoot}/${randomUUID()}.${DIRECT_UPLOAD_VIDEO_TYPES[contentType]}`;
  const upload = await storage.createUploadUrl(bucket, key, {
    contentType,
    size,
    expiresInSeconds: DEFAULT_UPLOAD_URL_SECONDS,
  });
  const id = await insertDirectUpload(db, {
    userId: request.userId,
    bucket,
    key,
    contentType,
    size,
    fileName: fileName ?? null,
    expiresAt: new Date(upload.expiresAt.getTime() + CLAIM_GRACE_SECONDS * 1000),
  });
  return {
    id,
    url: upload.url,
    method: upload.method,
    headers: upload.headers,
    expires_at: upload.expiresAt.toISOString(),
  };
}

/**
 * The completion of a direct upload, inside the publishing form: when the form names one in
 * `video_upload`, claims it (once, the caller's own, for this bucket and folder), checks the
 * stored bytes (type from the first bytes, equal to the declared type; size from the store) and
 * puts the video first among the form's files, so the form's discard removes it like any other
 * file when anything after refuses. A video that fails the check is removed at once.
 */
export async function addClaimedVideo(
  db: Db,
  storage: Storage,
  form: PublishForm,
  claim: { userId: string; bucket: DirectUploadBucket; keyRoot: string },
): Promise<void> {
  const id = form.fields[VIDEO_UPLOAD_FIELD];
  if (id === undefined) return;
  const notFound = () => errors.badRequest('upload_not_found', messages.videoUploadNotFound);
  if (!isUuid(id)) throw notFound();
  const upload = await claimDirectUpload(db, { id, ...claim });
  if (!upload) throw notFound();
  const inspected = await storage.checkUploadedObject(
    upload.bucket,
    upload.key,
    upload.content_type,
    upload.file_name ?? undefined,
  );
  form.files.unshift({
    bucket: upload.bucket,
    key: upload.key,
    url: storage.publicUrl(upload.bucket, upload.key),
    kind: inspected.kind,
    contentType: inspected.contentType,
  });
}
