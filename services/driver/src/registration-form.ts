import '@fastify/multipart';
import { IDENTIFICATION_MAX_BYTES } from '@cerca/contracts/deliveries';
import { AppError } from '@cerca/service-kit';
import type { FastifyRequest } from 'fastify';
import messages from './messages.json';

export interface RegistrationForm {
  fields: Record<string, string>;
  /** The `identification` file, when one came. */
  identification?: { filename: string; buffer: Buffer };
}

/**
 * Reads the registration form into memory within strict limits: text fields (last value wins)
 * and at most one `identification` file. The file is read up to the bucket's limit + 1 byte (it
 * arrives truncated past that: throwFileSizeLimit is off), so the storage check still sees it
 * as too large and answers with the bucket's message.
 */
export async function readRegistrationForm(request: FastifyRequest): Promise<RegistrationForm> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type', messages.notMultipart);
  const fields: Record<string, string> = Object.create(null);
  let identification: RegistrationForm['identification'];
  try {
    const parts = request.parts({
      limits: { files: 1, fileSize: IDENTIFICATION_MAX_BYTES + 1, fields: 10, fieldSize: 4096, parts: 12 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === 'identification') identification = { filename: part.filename, buffer };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw new AppError(400, 'too_many_files', messages.oneIdentification);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError(413, 'too_many_fields', messages.tooManyFields);
    }
    if (error instanceof AppError) throw error;
    throw new AppError(400, 'malformed_form', messages.malformedForm);
  }
  return { fields, ...(identification ? { identification } : {}) };
}
