import type { FastifyInstance, FastifyRequest } from 'fastify';
import { shownFieldName, validationFailed } from './error-handler';
import type { HttpError } from './http-error';

/** More values than any form of the app sends (its largest answers hold a few dozen). */
const maxValues = 1_000;
/** Deeper than any request of the app nests. */
const maxDepth = 16;
/** A NUL character, or a surrogate half without its partner. */
// eslint-disable-next-line no-control-regex -- matching the NUL character is the point
const unstorableText = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function refused(path: string, message: string): HttpError {
  return validationFailed([{ path, message }]);
}

/**
 * Whether `text` can be stored and shown: no NUL character (PostgreSQL text cannot hold it) and no unpaired
 * surrogate (not valid Unicode, so it cannot be encoded as UTF-8).
 */
function isStorableText(text: string): boolean {
  return !unstorableText.test(text);
}

/**
 * Checks a parsed request part (body, query or route parameters) before schema validation: every string and
 * field name is storable text, and the part is no larger or deeper than any request of the app. Returns the
 * 400 to answer, naming the first offending field, or undefined when the part is fine. Walks without
 * recursion so no input can exhaust the stack.
 */
export function findInputProblem(root: unknown, rootName: string): HttpError | undefined {
  const pending: Array<{ value: unknown; path: string; depth: number }> = [{ value: root, path: '', depth: 0 }];
  let seen = 0;
  while (pending.length > 0) {
    const { value, path, depth } = pending.pop()!;
    const where = path || rootName;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return refused(where, 'Remove the invisible control character or broken symbol from this text');
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= maxDepth) return refused(where, 'This value is nested deeper than any request needs');
    const keys = Object.keys(value);
    seen += keys.length;
    if (seen > maxValues) return refused(rootName, `The request has more than ${maxValues} values, more than any request needs`);
    for (const key of keys) {
      const childPath = path ? `${path}.${shownFieldName(key)}` : shownFieldName(key);
      if (!isStorableText(key)) return refused(where, 'A field name contains an invisible control character or broken symbol');
      pending.push({ value: (value as Record<string, unknown>)[key], path: childPath, depth: depth + 1 });
    }
  }
  return undefined;
}

const checkedParts = ['params', 'query', 'body'] as const satisfies ReadonlyArray<keyof FastifyRequest>;

/**
 * Refuses, for every route and before its schema runs, requests whose parameters, query or JSON body hold
 * text that cannot be stored, or that are far larger or deeper than any request of the app — so such input
 * gets a 400 naming the field instead of a database error, and a flood of junk fields never reaches the
 * schema validator.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of checkedParts) {
      const problem = findInputProblem(request[part], part);
      if (problem) throw problem;
    }
  });
}
