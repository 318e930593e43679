import { randomUUID } from 'node:crypto';
import { pipeline, Readable } from 'node:stream';
import { PUBLISH_VIDEO_MAX_BYTES } from '@cerca/contracts/publishing';
import { type AppError, readMultipart } from '@cerca/service-kit';
import {
  createUploadInspector,
  type DetectedType,
  detectFileType,
  keyWithExtension,
  SNIFF_BYTES,
  type Storage,
} from '@cerca/storage';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

export type PublishBucket = 'business-stories' | 'business-posts' | 'business-photos';

/** A file written to storage while the form streamed in. */
export interface StoredUpload {
  bucket: PublishBucket;
  key: string;
  url: string;
  kind: DetectedType['kind'];
  contentType: string;
}

export interface PublishFormOptions {
  bucket: PublishBucket;
  /**
   * The key's top folder: the business's id, or `users/<userId>` (personKeyRoot) for content a
   * person without a business publishes under a typed name.
   */
  businessId: string;
  /** The field files come in; files under other names are read and dropped. */
  fileField: string;
  /** Files accepted in `fileField`; one more answers `tooManyFiles`. */
  maxFiles: number;
  tooManyFiles: AppError;
  /** A folder under the business's own, e.g. 'highlights' for collection covers. */
  folder?: string;
  /** Throws to refuse a file of this type before any of it is stored (events take images only). */
  accept?: (type: DetectedType) => void;
  /** Whether to read a file and drop it unchecked, given what is stored so far (a post after its video). */
  skip?: (stored: readonly StoredUpload[]) => boolean;
}

export interface PublishForm {
  fields: Record<string, string>;
  files: StoredUpload[];
  /** Removes every stored file (call when anything after the upload refuses or fails). */
  discard: () => Promise<void>;
}

/** Removes stored files; never throws (cleanup after another error). */
export async function removeUploads(storage: Storage, files: readonly StoredUpload[]): Promise<void> {
  await Promise.allSettled(files.map((file) => storage.removeObject(file.bucket, file.key)));
}

/**
 * Removes the stored object behind `url` only when it is our own upload: in `bucket`, under
 * `folder` (a business's own, lower-case; seeded rows may point at shared artwork). Never
 * throws: a failure is logged with `what`.
 */
export async function removeOwnUpload(
  storage: Storage,
  log: FastifyBaseLogger,
  url: string | null,
  bucket: PublishBucket,
  folder: string,
  what: string,
): Promise<void> {
  const object = url ? storage.parseObjectUrl(url) : null;
  if (object?.bucket !== bucket || !object.key.startsWith(folder)) return;
  await storage.removeObject(object.bucket, object.key).catch((error: unknown) => {
    log.warn({ err: error, key: object.key }, what);
  });
}

/**
 * Runs what follows the upload (checks, inserts); when it throws, the form's stored files are
 * removed and the error goes on.
 */
export async function discardOnFailure<T>(form: PublishForm | null, task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    await form?.discard();
    throw error;
  }
}

/**
 * Streams one file part into storage under `<businessId>[/<folder>]/<random uuid>.<ext>`: the type is sniffed
 * from its first bytes (before anything is written, so the key can carry the content's extension
 * and `accept` can refuse it), and the kind's own limit (10 MB image, 100 MB video) is enforced
 * while it streams by the storage library's inspector. A refused file leaves no object.
 */
async function storePart(
  storage: Storage,
  options: PublishFormOptions,
  file: Readable,
  filename: string,
): Promise<StoredUpload> {
  const inspector = createUploadInspector(options.bucket, filename);
  const checked = pipeline(file, inspector.stream, () => {});
  const chunks = checked[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  // The inspector passes nothing on before the type is known: the first chunk holds the head.
  const first = await chunks.next();
  if (first.done) inspector.inspected(); // throws: an ended stream was decided in flush
  const type = detectFileType(first.value.subarray(0, SNIFF_BYTES));
  if (!type) throw new Error('the upload inspector passed on an unknown type');
  try {
    options.accept?.(type);
  } catch (error) {
    checked.destroy();
    throw error;
  }
  const folder = options.folder ? `${options.businessId}/${options.folder}` : options.businessId;
  const key = keyWithExtension(`${folder}/${randomUUID()}`, type.extension);
  const body = Readable.from(
    (async function* () {
      yield first.value;
      for (;;) {
        const next = await chunks.next();
        if (next.done) return;
        yield next.value;
      }
    })(),
  );
  try {
    await storage.putObject(options.bucket, key, body, type.contentType);
    inspector.inspected(); // the whole file passed the checks
  } catch (error) {
    await storage.removeObject(options.bucket, key).catch(() => {});
    throw error;
  }
  return {
    bucket: options.bucket,
    key,
    url: storage.publicUrl(options.bucket, key),
    kind: type.kind,
    contentType: type.contentType,
  };
}

/**
 * Reads a publishing form: text fields (last value wins) and the files of one field, each
 * streamed to storage as it arrives (never held in memory). Any refusal or failure removes what
 * was stored and reads the rest of the body away, so the answer is sent and nothing is left.
 */
export async function readPublishForm(
  request: FastifyRequest,
  storage: Storage,
  options: PublishFormOptions,
): Promise<PublishForm> {
  const files: StoredUpload[] = [];
  try {
    const fields = await readMultipart(
      request,
      // One byte over the largest kind: the inspector answers with the kind's own message.
      {
        maxFiles: options.maxFiles,
        fileSize: PUBLISH_VIDEO_MAX_BYTES + 1,
        tooManyFiles: options.tooManyFiles,
      },
      async (file) => {
        // Left unread: the reader drops it.
        if (file.field !== options.fileField || options.skip?.(files)) return;
        files.push(await storePart(storage, options, file.stream, file.filename));
      },
    );
    return { fields, files, discard: () => removeUploads(storage, files) };
  } catch (error) {
    await removeUploads(storage, files);
    throw error;
  }
}
