import { IDENTIFICATION_MAX_BYTES } from '@cerca/contracts/deliveries';
import { AppError, readMultipartForm } from '@cerca/service-kit';
import type { FastifyRequest } from 'fastify';
import messages from './messages.json';

/**
 * The registration form: its text fields and at most one `identification` file, read with the
 * kit's reader. A file over the limit arrives truncated but still too large for the bucket's
 * check, which answers in its own words.
 */
export async function readRegistrationForm(request: FastifyRequest) {
  const { fields, files } = await readMultipartForm(request, {
    maxFiles: 1,
    fileSize: IDENTIFICATION_MAX_BYTES + 1,
    maxFields: 10,
    fieldSize: 4096,
    fileFields: ['identification'],
    tooManyFiles: new AppError(400, 'too_many_files', messages.oneIdentification),
  });
  const file = files[0];
  return { fields, identification: file ? { filename: file.filename, buffer: file.buffer } : undefined };
}
