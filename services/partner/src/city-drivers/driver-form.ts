import '@fastify/multipart';
import { DRIVER_IMAGE_MAX_BYTES } from '@cerca/contracts/city-drivers';
import { AppError } from '@cerca/service-kit';
import type { FastifyRequest } from 'fastify';
import messages from '../messages.json';

export interface UploadedFile {
  filename: string;
  buffer: Buffer;
}

export interface DriverForm {
  fields: Record<string, string>;
  identification?: UploadedFile;
}

/**
 * Reads the add-driver form into memory within strict limits: text fields (last value wins) and
 * the `identification` file. No avatar: an invitation never changes the person's picture (issue
 * 21), so any other file part is read and dropped. Files are read up to the limit + 1 byte (they
 * arrive truncated past that: throwFileSizeLimit is off), so the storage check still sees them as
 * too large and answers with the bucket's message ('La imagen es demasiado grande. Máximo 5MB.').
 */
export async function readDriverForm(request: FastifyRequest): Promise<DriverForm> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type', messages.notMultipart);
  const fields: Record<string, string> = Object.create(null);
  const form: DriverForm = { fields };
  try {
    const parts = request.parts({
      limits: { files: 2, fileSize: DRIVER_IMAGE_MAX_BYTES + 1, fields: 10, fieldSize: 4096, parts: 12 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === 'identification') form.identification = { filename: part.filename, buffer };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError(413, 'too_many_parts', messages.tooManyParts);
    }
    if (error instanceof AppError) throw error;
    throw new AppError(400, 'malformed_form', messages.malformedForm);
  }
  return form;
}
