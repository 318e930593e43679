import { AppError } from '@cerca/service-kit';
import { type BucketName, bucketRule, isBucketName, type MediaKind } from './buckets';
import { STORAGE_MESSAGES } from './messages';
import { type DetectedType, detectFileType } from './sniff';

export interface InspectedUpload extends DetectedType {
  size: number;
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
  if (!isBucketName(bucket)) throw new AppError(404, 'bucket_not_found', STORAGE_MESSAGES.bucketNotFound);
  const rule = bucketRule(bucket as BucketName);
  if (size === 0) throw new AppError(400, 'empty_file', STORAGE_MESSAGES.emptyFile);
  const detected = detectFileType(head);
  const limit = detected ? rule.maxBytes[detected.kind] : undefined;
  if (!detected || limit === undefined) {
    throw new AppError(415, 'invalid_file_type', fill(rule.messages.invalidType, filename));
  }
  if (size > limit) {
    const template = rule.messages.tooLarge[detected.kind as MediaKind] ?? STORAGE_MESSAGES.tooLarge;
    throw new AppError(413, 'file_too_large', fill(template, filename), { maxBytes: limit });
  }
  return { ...detected, size };
}

/** `inspectUploadHead` for a file already in memory. */
export function inspectUpload(bucket: string, buffer: Buffer, filename?: string): InspectedUpload {
  return inspectUploadHead(bucket, buffer, buffer.length, filename);
}
