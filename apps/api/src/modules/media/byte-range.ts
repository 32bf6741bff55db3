import type { FastifyReply } from 'fastify';

/** An inclusive byte range of a file. */
interface ByteRange {
  start: number;
  end: number;
}

/** What a `Range` header asks of a file of a given size. */
type RangeRequest =
  | { kind: 'whole' }
  | { kind: 'range'; range: ByteRange }
  | { kind: 'unsatisfiable' };

/**
 * Reads a `Range` header (RFC 9110 §14.2) for a file of `size` bytes. Only single `bytes=` ranges are honoured:
 * `a-b`, `a-` and the suffix form `-n`; an end past the file is clipped. A header that is absent, malformed,
 * of another unit or asks for several ranges is ignored (the whole file is sent), which the RFC allows. A range
 * that starts past the end is unsatisfiable (416).
 */
export function parseRangeHeader(header: string | undefined, size: number): RangeRequest {
  if (!header) return { kind: 'whole' };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'range', range: { start, end } };
}

/** Answers 416 for a range outside a body of `size` bytes (`what`: "The file", "The recording"). */
export function sendRangeNotSatisfiable(reply: FastifyReply, size: number, what: string): FastifyReply {
  return reply
    .status(416)
    .header('content-range', `bytes */${size}`)
    .type('application/json; charset=utf-8')
    .send({ code: 'RANGE_NOT_SATISFIABLE', message: `${what} is ${size} bytes long; that range is outside it.` });
}
