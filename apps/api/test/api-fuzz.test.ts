import { rmSync } from 'node:fs';
import { apiErrorSchema, type ApiError } from '@pte/contract';
import { questionTypeIds, questionTypes } from '@pte/exam';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { loadQuestionBank } from '../src/modules/questions/question-bank.loader';
import type { AppConfig } from '../src/platform/config';
import { bankItemOf, contentDir } from './bank-items';
import { bearer, createTestConfig, openTestPglite, signUpLearner } from './test-app';

// Property-based fuzzing of every endpoint in the OpenAPI document: malformed JSON, wrong types, huge and
// unstorable strings, unknown keys, deep nesting and broken multipart forms. Whatever arrives, the server
// answers below 500 and every error has the API's error shape. The seed is printed; replay a failure with
// FUZZ_SEED=<seed> (and FUZZ_RUNS to run more cases).
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const numRuns = Number(process.env.FUZZ_RUNS ?? 2_000);

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, with `{name}` placeholders. */
  path: string;
  queryNames: string[];
  /** The JSON body's schema, when the operation takes one. */
  bodySchema?: JsonSchema;
  multipart: boolean;
}

/** The parts of JSON Schema the generator understands; anything else gets arbitrary values. */
interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

function operationsOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => {
        const content = operation.requestBody?.content ?? {};
        return {
          method: method.toUpperCase() as Operation['method'],
          path,
          queryNames: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
          bodySchema: content['application/json']?.schema,
          multipart: 'multipart/form-data' in content,
        };
      }),
  );
}

let app: FastifyInstance;
let database: Database;
let config: AppConfig;
let token: string;
let operations: Operation[];

beforeAll(async () => {
  console.log(`API fuzz: seed ${seed}, ${numRuns} cases (replay with FUZZ_SEED=${seed})`);
  config = createTestConfig({ authRateLimit: { max: 100_000, timeWindowMs: 60_000 } });
  database = await openTestPglite();
  await loadQuestionBank(database, contentDir);
  app = await buildApp({ config, database });
  await app.ready();
  token = (await signUpLearner(app)).token;
  operations = operationsOf(app.swagger() as unknown as Parameters<typeof operationsOf>[0]);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (config) rmSync(config.dataDir, { recursive: true, force: true });
});

/** Strings a careless client or an attacker sends. */
const nastyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\uffff', '%00', '../../etc/passwd', "'; drop table users; --", '<script>alert(1)</script>', 'javascript:alert(1)', '__proto__', 'constructor'),
  fc.integer({ min: 1_000, max: 300_000 }).map((length) => 'x'.repeat(length)),
  fc.constantFrom(...Object.keys(questionTypes)),
  fc.constantFrom('rs-1', 'ra-1', 'q1', '1', '-1', '0', 'NaN', '1e309'),
);

/** Any value, of any type, at any position. */
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(nastyString, { maxLength: 5 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 5 }),
  fc.constantFrom(null, true, false, 0, -1, 1.5, Number.MAX_SAFE_INTEGER, 1e308),
);

/** Percent-encodes `text` for a URL; an unpaired surrogate becomes the bytes a careless client would send. */
function urlEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function jsonBody(payload: string) {
  return { payload, contentType: 'application/json' };
}

/** A multipart form, correct or broken in one of the ways uploads break. */
const multipartBody = fc
  .record({
    fields: fc.dictionary(fc.oneof(fc.constantFrom('questionId', 'referenceText', 'timeTaken', 'file'), nastyString), nastyString, { maxKeys: 4 }),
    file: fc.option(fc.uint8Array({ maxLength: 2_048 }).map((bytes) => Buffer.concat([Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVEfmt '), Buffer.from(bytes)]))),
    breakage: fc.constantFrom('none', 'no-boundary', 'empty-boundary', 'other-boundary', 'truncated', 'no-closing'),
    cut: fc.nat(),
  })
  .map(({ fields, file, breakage, cut }) => {
    const boundary = 'fuzzboundary';
    const parts = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    if (file) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="recording.wav"\r\nContent-Type: audio/wav\r\n\r\n`), file, Buffer.from('\r\n'));
    if (breakage !== 'no-closing') parts.push(Buffer.from(`--${boundary}--\r\n`));
    let payload = Buffer.concat(parts);
    if (breakage === 'truncated') payload = payload.subarray(0, cut % (payload.length + 1));
    const contentType = {
      'no-boundary': 'multipart/form-data',
      'empty-boundary': 'multipart/form-data; boundary=',
      'other-boundary': 'multipart/form-data; boundary=somethingelse',
    }[breakage as string] ?? `multipart/form-data; boundary=${boundary}`;
    return { payload, contentType };
  });

/** A bank question of each task type: bodies that name a real question get past validation to storage. */
const questionIds = questionTypeIds.map((type) => ({ assessPath: `/api${questionTypes[type].assessPath}`, id: bankItemOf(type).id }));

/** Plausible text, or plausible text with a NUL or a broken surrogate inside. */
const plausibleText = fc.oneof(
  fc.lorem({ maxCount: 30 }),
  fc.tuple(fc.lorem({ maxCount: 10 }), fc.constantFrom('\u0000', '\ud800', '\udc00', '\u0000\u0000'), fc.lorem({ maxCount: 10 })).map((parts) => parts.join('')),
);

/**
 * Values that follow `schema` closely enough to pass most of validation (real question ids, enum members,
 * numbers in range), with text that is sometimes unstorable: the requests that once reached the database.
 */
function fromSchema(schema: JsonSchema | undefined, name: string, operation: Operation): fc.Arbitrary<unknown> {
  if (!schema) return nastyValue;
  if (schema.enum && schema.enum.length > 0) return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...schema.enum) }, nastyValue);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) return fc.oneof(...alternatives.map((alternative) => fromSchema(alternative, name, operation)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      if (name === 'questionId') {
        const own = questionIds.filter((question) => question.assessPath === operation.path).map((question) => question.id);
        return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...(own.length > 0 ? own : questionIds.map((question) => question.id))) }, nastyString);
      }
      return fc.oneof({ weight: 3, arbitrary: plausibleText }, nastyString);
    }
    case 'integer':
    case 'number':
    {
      const min = Math.ceil(Math.max(schema.minimum ?? 0, -1e9));
      const max = Math.max(min, Math.floor(Math.min(schema.maximum ?? min + 1_000, 1e9)));
      return fc.oneof({ weight: 3, arbitrary: fc.integer({ min, max }) }, nastyValue);
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fromSchema(schema.items, name, operation), { maxLength: 6 });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const known = fc.record(Object.fromEntries(properties.map(([key, value]) => [key, fromSchema(value, key, operation)])), { requiredKeys: (schema.required ?? []).filter((key) => properties.some(([property]) => property === key)) });
      if (typeof schema.additionalProperties !== 'object') return known;
      const extra = fc.dictionary(fc.oneof(fc.constantFrom('1', '2', '3', '4'), nastyString), fromSchema(schema.additionalProperties, name, operation), { maxKeys: 5 });
      return fc.tuple(known, extra).map(([fields, more]) => ({ ...more, ...fields }));
    }
    default:
      return nastyValue;
  }
}

/** A request body for `operation`: its own fields with wrong values, unknown keys, broken JSON and so on. */
function bodyFor(operation: Operation): fc.Arbitrary<{ payload: string | Buffer; contentType?: string } | undefined> {
  const ownFields = operation.bodySchema ? fromSchema(operation.bodySchema, 'body', operation).map((value) => (typeof value === 'object' && value !== null ? value : {})) : fc.constant({});
  return fc.oneof(
    fc.constant(undefined),
    { weight: 6, arbitrary: ownFields.map((fields) => jsonBody(JSON.stringify(fields))) },
    fc.tuple(ownFields, fc.dictionary(nastyString, nastyValue, { maxKeys: 8 })).map(([fields, extra]) => jsonBody(JSON.stringify({ ...extra, ...fields }))),
    nastyValue.map((value) => jsonBody(JSON.stringify(value) ?? 'null')),
    fc.string().map((text) => jsonBody(text)),
    fc.tuple(ownFields, fc.nat()).map(([fields, cut]) => {
      const text = JSON.stringify(fields);
      return jsonBody(text.slice(0, cut % (text.length + 1)));
    }),
    fc.integer({ min: 1, max: 20_000 }).map((depth) => jsonBody(`${'['.repeat(depth)}${']'.repeat(depth)}`)),
    fc.integer({ min: 1, max: 20_000 }).map((depth) => jsonBody(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`)),
    fc.integer({ min: 1_000, max: 70_000 }).map((keys) => jsonBody(JSON.stringify(Object.fromEntries(Array.from({ length: keys }, (_, index) => [`k${index}`, 'x']))))),
    fc.tuple(fc.string(), fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'application/json; charset=latin1', '')).map(([payload, contentType]) => ({ payload, contentType })),
    { weight: operation.multipart ? 6 : 1, arbitrary: multipartBody },
  );
}

function requestFor(operation: Operation) {
  const pathNames = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  return fc.record({
    params: fc.tuple(...pathNames.map(() => nastyString)),
    query: fc.dictionary(operation.queryNames.length > 0 ? fc.oneof(fc.constantFrom(...operation.queryNames), fc.string()) : fc.string(), nastyString, { maxKeys: 4 }),
    body: bodyFor(operation),
    signedIn: fc.boolean(),
  });
}

function isApiError(body: unknown): body is ApiError {
  return apiErrorSchema.safeParse(body).success;
}

describe('API fuzz', () => {
  it(`answers every generated request below 500, errors in the API's error shape (seed ${seed})`, async () => {
    expect(operations.length).toBeGreaterThan(20);
    const started = performance.now();
    const statuses = new Map<number, number>();
    const property = fc.asyncProperty(
      fc.constantFrom(...operations).chain((operation) => requestFor(operation).map((request) => ({ operation, request }))),
      async ({ operation, request }) => {
        let index = 0;
        const path = operation.path.replace(/\{[^}]+\}/g, () => urlEncode(request.params[index++] ?? ''));
        const query = Object.entries(request.query).map(([key, value]) => `${urlEncode(key)}=${urlEncode(value)}`).join('&');
        const headers: Record<string, string> = request.signedIn ? bearer(token) : {};
        if (request.body?.contentType) headers['content-type'] = request.body.contentType;
        const response = await app.inject({
          method: operation.method,
          url: query ? `${path}?${query}` : path,
          headers,
          ...(request.body && operation.method !== 'GET' ? { payload: request.body.payload } : {}),
        });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const where = `${operation.method} ${operation.path} → ${response.statusCode}: ${response.body.slice(0, 300)}`;
        expect(response.statusCode, where).toBeLessThan(500);
        if (response.statusCode >= 400) expect(isApiError(response.json()), where).toBe(true);
      },
    );
    await fc.assert(property, { seed, numRuns });
    console.log(
      `API fuzz: ${numRuns} cases over ${operations.length} operations in ${Math.round(performance.now() - started)} ms; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
    );
  }, 180_000);
});
