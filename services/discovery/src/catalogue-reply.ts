import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from './catalogue-cache';

/**
 * Browsers may reuse a catalogue answer for a minute, then keep showing it while they
 * revalidate (a 304 costs no query). A new city shows within a minute of its creation.
 */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=3600';

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends a cached catalogue body: 304 when If-None-Match has its ETag, else the stored JSON
 * (already serialized and validated when it was loaded), compressed once when large.
 */
export function sendCatalogue(request: FastifyRequest, reply: FastifyReply, body: CachedBody): FastifyReply {
  reply.header('cache-control', CATALOGUE_CACHE_CONTROL);
  reply.header('etag', body.etag);
  reply.header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const accepts = request.headers['accept-encoding'] ?? '';
  if (body.br && /\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(body.br);
  if (body.gzip && /\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.json);
}
