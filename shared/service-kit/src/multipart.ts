import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, errors } from './errors';
import messages from './messages.json';

// The one multipart/form-data reader of every service. A folder whose routes take forms calls
// acceptMultipart once; each route reads its form with readMultipartForm (files in memory) or
// readMultipart (each file streamed where it goes), giving its own limits.

/**
 * Lets the routes of this (encapsulated) instance read multipart forms. A file over a reader's
 * `fileSize` arrives truncated rather than failing the stream: readers pass their largest size
 * + 1, so the storage checks still see the file as too large and answer in the bucket's words.
 */
export async function acceptMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    // Ceilings only: each reader passes its own, lower limits.
    limits: { fileSize: 100 * 1024 * 1024 + 1, files: 10, fields: 40, parts: 60 },
    throwFileSizeLimit: false,
  });
}

export interface MultipartLimits {
  /** Files accepted across the form; one more answers `tooManyFiles`. */
  maxFiles: number;
  /** Bytes read per file: the largest accepted + 1 (a larger file arrives truncated, still too big). */
  fileSize: number;
  /** Text fields accepted (default 20); more answer 413 too_many_fields. */
  maxFields?: number;
  /** Bytes per text field (default 64 KiB). */
  fieldSize?: number;
  /** The refusal of one file too many (default 413 too_many_files, 'El formulario tiene demasiados archivos.'). */
  tooManyFiles?: AppError;
}

/** A file part as it arrives: `onFile` consumes `stream` (what it leaves unread is drained). */
export interface IncomingFile {
  /** The form field it came in. */
  field: string;
  filename: string;
  /** The type the browser declared: never trusted, storage decides from the bytes. */
  mimetype: string;
  stream: Readable;
}

/** A file read into memory. */
export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  buffer: Buffer;
}

const DEFAULT_FIELDS = 20;
const DEFAULT_FIELD_SIZE = 64 * 1024;

/** Postgres text cannot hold NUL: refused here, before any query sees a field (400, never a 500). */
function refuseNul(fields: Record<string, string>): void {
  const texts = [...Object.keys(fields), ...Object.values(fields)];
  if (texts.some((text) => text.includes('\u0000'))) {
    throw errors.badRequest('invalid_characters', messages.invalidCharacters);
  }
}

/**
 * What an error while reading the body answers: ours as they are; busboy's limits in Spanish; the
 * file system's (ENOSPC…) stay a 500; anything else is the body's fault (cut, badly framed).
 */
function bodyError(error: unknown, limits: MultipartLimits): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') {
    return limits.tooManyFiles ?? new AppError(413, 'too_many_files', messages.tooManyFiles);
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError(413, 'too_many_fields', messages.tooManyFields);
  }
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return error;
  return new AppError(400, 'malformed_form', messages.malformedForm);
}

async function drain(stream: Readable): Promise<void> {
  if (stream.readableEnded) return;
  stream.resume();
  await new Promise<void>((resolve, reject) => {
    stream.once('end', resolve).once('error', reject);
  });
}

/**
 * Reads a multipart form within `limits`: the text fields (last value wins; NUL refused) are
 * answered, and each file part goes to `onFile` as it arrives, in order. A part `onFile` leaves
 * unread is read and dropped. On any refusal or failure the rest of the body is read away (so the
 * answer is sent) and the error goes on; what `onFile` already stored is the caller's to remove.
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: MultipartLimits,
  onFile: (file: IncomingFile) => Promise<void>,
): Promise<Record<string, string>> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type', messages.notMultipart);
  const fields: Record<string, string> = Object.create(null);
  const maxFields = limits.maxFields ?? DEFAULT_FIELDS;
  try {
    const parts = request.parts({
      limits: {
        files: limits.maxFiles,
        fileSize: limits.fileSize,
        fields: maxFields,
        fieldSize: limits.fieldSize ?? DEFAULT_FIELD_SIZE,
        parts: maxFields + limits.maxFiles,
      },
    });
    for await (const part of parts) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      await onFile({
        field: part.fieldname,
        filename: part.filename,
        mimetype: part.mimetype,
        stream: part.file,
      });
      await drain(part.file);
    }
  } catch (error) {
    // Busboy stops reading once a file stream is gone, which would leave the rest of a refused
    // body unread and the connection stuck after the answer: read it and drop it instead.
    request.raw.unpipe();
    request.raw.resume();
    throw bodyError(error, limits);
  }
  refuseNul(fields);
  return fields;
}

/**
 * readMultipart with the files of `fileFields` read into memory (small forms: a driver's
 * identification, a business's photos); files under other names are read and dropped.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  limits: MultipartLimits & { fileFields: readonly string[] },
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  const files: UploadedFile[] = [];
  const fields = await readMultipart(request, limits, async (file) => {
    if (!limits.fileFields.includes(file.field)) return;
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    files.push({
      field: file.field,
      filename: file.filename,
      mimetype: file.mimetype,
      buffer: Buffer.concat(chunks),
    });
  });
  return { fields, files };
}
