import { z } from 'zod';

/** Wraps a payload as `{ data: payload }`, the envelope the spec's client reads (`response.data.data`). */
export function dataEnvelope<T extends z.ZodType>(payload: T) {
  return z.object({ data: payload });
}
