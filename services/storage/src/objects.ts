import { Readable } from 'node:stream';
import { AppError, errors } from '@cerca/service-kit';
import { type BucketName, parseRange, type Storage } from '@cerca/storage';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import messages from './messages.json';

/** `/…/:bucket/*`: the bucket and the object's key (the rest of the path). */
export const objectParams = z.object({ bucket: z.string(), '*': z.string() });

export const IMMUTABLE = 'public, max-age=31536000, immutable';
// Avatars and identity documents keep their key when replaced: caches must revalidate.
export const REVALIDATE = 'public, max-age=0, must-revalidate';

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === '*' || header.split(',').some((value) => value.trim().replace(/^W\//, '') === etag);
}

/** Streams an object with ETag, conditional GET and single byte ranges. */
export async function sendObject(
  storage: Storage,
  request: FastifyRequest,
  reply: FastifyReply,
  bucket: BucketName,
  key: string,
  cacheControl: string,
) {
  const metadata = await storage.driver.stat(bucket, key);
  if (!metadata) throw errors.notFound('object_not_found', messages.notFound);
  reply
    .header('content-type', metadata.contentType)
    .header('etag', metadata.etag)
    .header('last-modified', metadata.lastModified.toUTCString())
    .header('cache-control', cacheControl)
    .header('accept-ranges', 'bytes');
  if (etagMatches(request.headers['if-none-match'], metadata.etag)) return reply.code(304).send();

  const ifRange = request.headers['if-range'];
  const range =
    ifRange && ifRange !== metadata.etag ? null : parseRange(request.headers.range, metadata.size);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${metadata.size}`);
    throw new AppError(416, 'range_not_satisfiable', messages.rangeNotSatisfiable);
  }
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${metadata.size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', metadata.size);
  }
  // HEAD: the headers only. Fastify would read a body stream to its end and drop it, which from
  // S3 means downloading the whole object; an empty stream keeps the content-length set above.
  if (request.method === 'HEAD') return reply.send(Readable.from([]));
  const object = await storage.driver.get(bucket, key, range ?? undefined);
  if (!object) throw errors.notFound('object_not_found', messages.notFound);
  return reply.send(object.body);
}
