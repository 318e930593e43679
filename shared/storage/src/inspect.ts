import { Transform } from 'node:stream';
import { AppError } from '@cerca/service-kit';
import { type BucketName, type BucketRule, bucketRule, isBucketName, type MediaKind } from './buckets';
import { STORAGE_MESSAGES } from './messages';
import { type DetectedType, detectFileType, SNIFF_BYTES } from './sniff';

export interface InspectedUpload extends DetectedType {
  size: number;
}

/** What an upload is, decided from its first bytes, and the largest size its kind may have. */
interface UploadType extends DetectedType {
  maxBytes: number;
}

/** The name people see in messages: the base name only, without control characters, short. */
function displayName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  // Control characters (code points below 32 and DEL) never reach a message.
  const clean = [...base]
    .filter((char) => char.charCodeAt(0) >= 32 && char.charCodeAt(0) !== 127)
    .join('')
    .trim()
    .slice(0, 100);
  return clean || STORAGE_MESSAGES.defaultFileName;
}

function fill(template: string, filename: string | undefined): string {
  return template.replaceAll('{file}', displayName(filename));
}

function ruleOf(bucket: string): BucketRule {
  if (!isBucketName(bucket)) throw new AppError(404, 'bucket_not_found', STORAGE_MESSAGES.bucketNotFound);
  return bucketRule(bucket as BucketName);
}

/** The 415 of a bucket: the content is not one of its kinds, in the bucket's own words. */
export function invalidTypeError(bucket: string, filename?: string): AppError {
  return new AppError(415, 'invalid_file_type', fill(ruleOf(bucket).messages.invalidType, filename));
}

/**
 * The one refusal of a file that must be a picture and is another kind the bucket takes (a video
 * as an event's image, a route's image or a highlight's cover): 400 invalid_image.
 */
export function requireImage(type: Pick<DetectedType, 'kind'>): void {
  if (type.kind !== 'image') throw new AppError(400, 'invalid_image', STORAGE_MESSAGES.invalidImage);
}

/**
 * The type of an upload from its first bytes (SNIFF_BYTES, or the whole file when shorter): it
 * must be one of the bucket's kinds. Known before the rest arrives, so the kind's own limit can
 * apply while the file streams.
 */
function inspectUploadType(bucket: string, head: Buffer, filename?: string): UploadType {
  const rule = ruleOf(bucket);
  const detected = detectFileType(head);
  const maxBytes = detected ? rule.maxBytes[detected.kind] : undefined;
  if (!detected || maxBytes === undefined) throw invalidTypeError(bucket, filename);
  return { ...detected, maxBytes };
}

/** Refuses `size` bytes of this type when they pass its kind's limit, with that kind's text. */
function assertUploadSize(bucket: string, type: UploadType, size: number, filename?: string): void {
  if (size <= type.maxBytes) return;
  const template = ruleOf(bucket).messages.tooLarge[type.kind as MediaKind] ?? STORAGE_MESSAGES.tooLarge;
  throw new AppError(413, 'file_too_large', fill(template, filename), { maxBytes: type.maxBytes });
}

/**
 * Checks an upload from its first bytes and its total size (streams do not need the whole
 * file in memory): the content must be one of the bucket's kinds and within that kind's limit.
 */
export function inspectUploadHead(
  bucket: string,
  head: Buffer,
  size: number,
  filename?: string,
): InspectedUpload {
  ruleOf(bucket); // an unknown bucket is answered before anything about the file
  if (size === 0) throw new AppError(400, 'empty_file', STORAGE_MESSAGES.emptyFile);
  const type = inspectUploadType(bucket, head, filename);
  assertUploadSize(bucket, type, size, filename);
  return { kind: type.kind, contentType: type.contentType, extension: type.extension, size };
}

/** `inspectUploadHead` for a file already in memory. */
export function inspectUpload(bucket: string, buffer: Buffer, filename?: string): InspectedUpload {
  return inspectUploadHead(bucket, buffer, buffer.length, filename);
}

/**
 * `inspectUploadHead` for a file that streams through: the stream fails with the caller-facing
 * error as soon as the type is known to be refused or the size passes its kind's limit, and
 * passes nothing on before the type is known nor after a refusal (an image is cut off at 10MB
 * in buckets whose videos may reach 100MB). `inspected()` answers once the stream has ended.
 */
export function createUploadInspector(bucket: string, filename?: string) {
  let head = Buffer.alloc(0);
  let held: Buffer[] = [];
  let size = 0;
  let type: UploadType | undefined;
  let inspected: InspectedUpload | undefined;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      try {
        size += chunk.length;
        let ready = chunk;
        if (!type) {
          held.push(chunk);
          head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
          if (head.length < SNIFF_BYTES) return callback();
          type = inspectUploadType(bucket, head, filename);
          ready = Buffer.concat(held);
          held = [];
        }
        assertUploadSize(bucket, type, size, filename);
        callback(null, ready);
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback) {
      try {
        // Files shorter than the head, and empty ones, are decided here.
        inspected = inspectUploadHead(bucket, head, size, filename);
        callback(null, held.length > 0 ? Buffer.concat(held) : undefined);
      } catch (error) {
        callback(error as Error);
      }
    },
  });
  return {
    stream,
    inspected(): InspectedUpload {
      if (!inspected) throw new Error('the upload has not been read to its end');
      return inspected;
    },
  };
}
