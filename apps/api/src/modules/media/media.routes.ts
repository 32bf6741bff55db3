import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/http-error';
import { parseRangeHeader, sendRangeNotSatisfiable } from './byte-range';
import type { MediaFile, MediaLibrary } from './media-library';

/** A year: what browsers may keep a media URL that carries its content hash. */
const immutableCacheControl = 'public, max-age=31536000, immutable';
// Without the current hash a URL may point at older bytes later: revalidate with the ETag each time.
const revalidateCacheControl = 'public, no-cache';

function etagOf(file: MediaFile): string {
  return `"${file.hash}"`;
}

/** Whether an `If-None-Match` list names the file's current version. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/**
 * `GET /media/:file`: the question bank's recordings and pictures from `content/media`, with byte ranges (so
 * audio can seek and resume), ETags and, when the URL carries the file's content hash as `?v=`, a year-long
 * immutable cache lifetime. Public: these files are the prompts every learner is shown, and `<audio>` and
 * `<img>` elements cannot send the bearer token. Only files indexed at start are served, so no path can
 * reach outside the folder.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaLibrary }> = async (app, { media }) => {
  app.get('/media/:file', {
    schema: {
      tags: ['media'],
      summary: 'A recording or picture of the question bank; supports Range requests.',
      params: z.object({ file: z.string().max(200) }),
      querystring: z.object({ v: z.string().max(64).optional() }),
      // The body is the file's bytes (or part of them); errors use the API's error shape.
    },
    handler: async (request, reply) => {
      const file = media.find(request.params.file);
      if (!file) throw notFound(`There is no media file called “${request.params.file}”.`);
      const etag = etagOf(file);
      reply
        .header('accept-ranges', 'bytes')
        .header('etag', etag)
        .header('last-modified', file.modifiedAt.toUTCString())
        .header('cache-control', request.query.v === file.hash ? immutableCacheControl : revalidateCacheControl)
        .header('content-type', file.contentType);

      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();

      const ifRange = request.headers['if-range'];
      // A Range is honoured only for the version the client already has part of (If-Range, RFC 9110 §13.1.5).
      const rangeHeader = ifRange === undefined || ifRange === etag ? request.headers.range : undefined;
      const range = parseRangeHeader(rangeHeader, file.size);
      if (range.kind === 'unsatisfiable') return sendRangeNotSatisfiable(reply, file.size, 'The file');
      const { start, end } = range.kind === 'range' ? range.range : { start: 0, end: file.size - 1 };
      if (range.kind === 'range') reply.status(206).header('content-range', `bytes ${start}-${end}/${file.size}`);
      reply.header('content-length', String(Math.max(0, end - start + 1)));
      // Fastify's HEAD route drops a stream's body but keeps its Content-Length; an empty stream reads nothing.
      if (request.method === 'HEAD' || file.size === 0) return reply.send(Readable.from([]));
      return reply.send(createReadStream(file.path, { start, end }));
    },
  });
};
