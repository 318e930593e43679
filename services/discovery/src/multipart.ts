import '@fastify/multipart';
import { AppError } from '@cerca/service-kit';
import type { FastifyRequest } from 'fastify';
import messages from './messages.json';
import { refuseNul } from './request-guards';

export interface UploadedFile {
  /** The form field the file came in. */
  field: string;
  filename: string;
  mimetype: string;
  buffer: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

export interface MultipartLimits {
  /** Files accepted across `fileFields`; one more answers `tooManyFiles`. */
  maxFiles: number;
  /** Bytes read per file. Pass the bucket limit + 1 so an oversized file is still seen as too big. */
  fileSize: number;
  /** The fields whose files are kept. */
  fileFields: readonly string[];
  tooManyFiles: AppError;
}

/**
 * Reads a multipart form into memory within strict limits: text fields (last value wins) and the
 * files of the named fields. Files under other names are read and dropped. Busboy's limit errors become
 * Spanish AppErrors. A file over `fileSize` arrives truncated (the plugin is registered with
 * throwFileSizeLimit: false), which is why callers pass their limit + 1 and check sizes.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  limits: MultipartLimits,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type', messages.notMultipart);
  const fields: Record<string, string> = Object.create(null);
  const files: UploadedFile[] = [];
  try {
    const parts = request.parts({
      limits: {
        files: limits.maxFiles,
        fileSize: limits.fileSize,
        fields: 40,
        fieldSize: 64 * 1024,
        parts: 60,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (limits.fileFields.includes(part.fieldname)) {
          files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, buffer });
        }
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw limits.tooManyFiles;
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError(413, 'too_many_fields', messages.tooManyFields);
    }
    if (error instanceof AppError) throw error;
    // Everything else here is the body's fault (a cut or badly framed form): the parts are read
    // into memory, so no server resource can fail in this loop.
    throw new AppError(400, 'malformed_form', messages.malformedForm);
  }
  // Field names are text too: a NUL in either would fail the insert with a 500.
  refuseNul(...Object.keys(fields), ...Object.values(fields));
  return { fields, files };
}
