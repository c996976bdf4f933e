// Generators of requests that must be refused (TARGETS R6): one part of a route's well-formed sample
// broken at a time. Each variant is kept only when it is invalid for certain: the text is not JSON, the
// content type has no parser, the body is over the limit, prototype keys are present, the route's own
// schema rejects the part, or a string carries a NUL (no text may: PostgreSQL cannot store it).
import fc from 'fast-check';
import type { ZodType } from 'zod';
import { type ApiRoute, METHODS_WITH_BODY, pathOf } from './api-routes.js';
import type { SampleRequest } from './route-samples.js';

export interface FuzzTarget {
  route: ApiRoute;
  base: SampleRequest;
}

export interface MalformedRequest {
  /** What was broken, for failure reports. */
  label: string;
  path: string;
  /** Encoded query string, without `?`. */
  query: string;
  contentType?: string;
  payload?: string;
}

type Draft = MalformedRequest & { invalid: boolean };
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type PathStep = string | number;

const DEFAULT_BODY_LIMIT = 64 * 1024;
const HUGE = 'x'.repeat(100_000);
const DEEP = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;

const hostileText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u202Eevil\u202C',
    '\u05E9\u05DC\u05D5\u05DD',
    '🤖💥👩‍👩‍👧',
    '\u200B',
    'e\u0301\u0301\u0301',
    'NaN',
    'Infinity',
    '-1',
    '1.5',
    '1e999',
    '0x1A',
    '12abc',
    'null',
    "' OR '1'='1",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '2024-02-30T00:00:00Z',
    '2024-01-01T00:00:60Z',
    HUGE,
    '🤖'.repeat(30_000),
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  hostileText,
  fc.constantFrom<Json>(
    null,
    true,
    false,
    0,
    -1,
    -0.5,
    1.5,
    1e21,
    -1e21,
    1e308,
    2 ** 31,
    2 ** 53 + 2,
    [],
    [1, 2],
    {},
    {
      $gt: '',
    },
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(fc.string(), { maxLength: 3 }),
);

/** JSON text that no JavaScript value stringifies to: out-of-range and over-precise numbers, deep nesting. */
const RAW_LITERALS = [
  '1e999',
  '-1e999',
  '-0',
  '123456789012345678901234567890',
  '1E+400',
  '5e-400',
  DEEP,
  '"\\ud800"',
];

const extraKey = fc.oneof(
  fc.constantFrom(
    'isAdmin',
    'roles',
    'userId',
    'status',
    '$where',
    'toString',
    'hasOwnProperty',
    '',
    'k'.repeat(1_000),
  ),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
);

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{a:1}',
  '{"a":1}}',
  '{"a":NaN}',
  '{"a":undefined}',
  '[1,2',
  ' ',
  '\u0000',
  '{"a":"raw \u0000 control"}',
  '{"a":1} trailing',
];
const UNPARSED_TYPES = [
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data; boundary=zz',
  'text/html',
  'application/octet-stream',
  'image/png',
];
const PROTO_KEYS = ['"__proto__":{"isAdmin":true}', '"constructor":{"prototype":{"isAdmin":true}}'];

const UNDECODABLE = ['%', '%zz', '%E0%A4%A', '%C0%AF', '%FF%FE'];
const hostileParam = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    'null',
    '%',
    ' ',
    '\u0000',
    '🤖',
    '\u202E',
    "' OR 1=1--",
    '../x',
    '..',
    '{}',
  ),
  fc.constantFrom('x'.repeat(101), 'x'.repeat(5_000), '00000000-0000-0000-0000-000000000000'),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }).map((text) => `${text}~`),
);

/** Every variant of the route that must fail, with the part that was broken named in its label. */
export function malformedRequests({ route, base }: FuzzTarget): fc.Arbitrary<MalformedRequest> | undefined {
  const variants = [
    ...(route.schema.body ? [bodyVariants(route, route.schema.body, base)] : []),
    ...(METHODS_WITH_BODY.has(route.method) ? [parserVariants(route, base)] : []),
    ...(route.schema.params ? [paramVariants(route, route.schema.params, base)] : []),
    ...(route.schema.querystring ? [queryVariants(route.schema.querystring, base)] : []),
  ];
  if (variants.length === 0) return undefined;
  const path = pathOf(route.url, base.params);
  const query = encodeQuery(base.query ?? {});
  return fc
    .oneof(...variants)
    .map((draft): Draft => ({ path, query, ...draft }))
    .filter((draft) => draft.invalid)
    .map(({ invalid: _invalid, ...request }) => request);
}

type Part = Partial<Draft> & { label: string; invalid: boolean };

function bodyVariants(route: ApiRoute, schema: ZodType, base: SampleRequest): fc.Arbitrary<Part> {
  const body = (base.body ?? {}) as Json;
  const paths = dedupe([...pathsIn(body), ...shapeKeys(schema).map((key) => [key])]);
  const limit = route.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const judged = (label: string, payload: string): Part => {
    const oversize = Buffer.byteLength(payload) > limit;
    const invalid = oversize || isInvalid(schema, JSON.parse(payload));
    return { label, contentType: 'application/json', payload, invalid };
  };
  const fieldEdit = fc
    .record({
      path: fc.constantFrom(...paths),
      edit: fc.oneof(
        fc.constant({ remove: true as const }),
        hostileValue.map((value) => ({ value })),
        fc.constantFrom(...RAW_LITERALS).map((raw) => ({ raw })),
      ),
      extras: fc.option(fc.dictionary(extraKey, hostileValue, { maxKeys: 3 }), { nil: undefined }),
    })
    .map(({ path, edit, extras }) => {
      const edited = withExtras(applyEdit(body, path, edit), extras);
      const label = `body ${path.join('.') || '(root)'} ${'remove' in edit ? 'removed' : 'raw' in edit ? `raw ${edit.raw.slice(0, 20)}` : `= ${preview(edit.value)}`}${extras ? ' + extra fields' : ''}`;
      return judged(label, 'raw' in edit ? jsonWithRaw(edited, edit.raw) : JSON.stringify(edited));
    });
  const wrongRoot = fc
    .constantFrom('[]', '"text"', '42', 'null', 'true', JSON.stringify([body]))
    .map((payload) => judged(`body replaced by ${payload.slice(0, 20)}`, payload));
  return fc.oneof(fieldEdit, wrongRoot);
}

function parserVariants(route: ApiRoute, base: SampleRequest): fc.Arbitrary<Part> {
  const text = JSON.stringify(base.body ?? {});
  const limit = route.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const json = 'application/json';
  // Plain text is parsed (as a string): only a route whose schema wants an object must refuse it.
  const types = route.schema.body ? [...UNPARSED_TYPES, 'text/plain'] : UNPARSED_TYPES;
  return fc.oneof(
    fc
      .oneof(
        fc.constantFrom(...MALFORMED_JSON),
        fc.integer({ min: 1, max: text.length - 1 }).map((n) => text.slice(0, n)),
      )
      .map((payload) => ({
        label: `malformed JSON ${payload.slice(0, 20)}`,
        contentType: json,
        payload,
        invalid: true,
      })),
    fc.constantFrom(...types).map((contentType) => ({
      label: `content-type ${contentType}`,
      contentType,
      payload: text,
      invalid: true,
    })),
    fc.constantFrom(...PROTO_KEYS).map((key) => ({
      label: `prototype key ${key.slice(0, 15)}`,
      contentType: json,
      payload: text === '{}' ? `{${key}}` : `{${key},${text.slice(1)}`,
      invalid: true,
    })),
    fc.constant({
      label: `body over ${limit} bytes`,
      contentType: json,
      payload: JSON.stringify({
        ...(base.body as object),
        padding: 'x'.repeat(Math.max(limit + 1_024, 100_000)),
      }),
      invalid: true,
    }),
  );
}

function paramVariants(route: ApiRoute, schema: ZodType, base: SampleRequest): fc.Arbitrary<Part> {
  const name = fc.constantFrom(...Object.keys(base.params ?? {}));
  const hostile = fc.record({ name, value: hostileParam }).map(({ name, value }) => {
    const params = { ...base.params, [name]: value };
    return {
      label: `param ${name} = ${preview(value)}`,
      path: pathOf(route.url, params),
      invalid: isWellFormed(value) && isInvalid(schema, params),
    };
  });
  // Percent signs that decode to nothing: the path is no valid URL.
  const undecodable = fc.record({ name, raw: fc.constantFrom(...UNDECODABLE) }).map(({ name, raw }) => ({
    label: `param ${name} raw ${raw}`,
    path: pathOf(route.url.replace(`:${name}`, raw), base.params),
    invalid: true,
  }));
  return fc.oneof({ arbitrary: hostile, weight: 4 }, { arbitrary: undecodable, weight: 1 });
}

function queryVariants(schema: ZodType, base: SampleRequest): fc.Arbitrary<Part> {
  const keys = dedupe([...shapeKeys(schema), ...Object.keys(base.query ?? {})].map((key) => [key])).map(
    ([key]) => key as string,
  );
  const wellFormed = hostileText.filter(isWellFormed);
  const extraKeys = fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'userId');
  return fc
    .record({
      key: fc.constantFrom(...keys),
      value: fc.oneof(
        fc.constant(undefined),
        wellFormed,
        fc.array(wellFormed, { minLength: 2, maxLength: 3 }),
      ),
      extras: fc.option(fc.dictionary(extraKeys, fc.string({ maxLength: 8 }), { maxKeys: 2 }), {
        nil: undefined,
      }),
    })
    .map(({ key, value, extras }) => {
      const query = withExtras({ ...base.query }, extras) as Record<string, string | string[]>;
      if (value === undefined) delete query[key];
      else query[key] = value;
      return {
        label: `query ${key} ${value === undefined ? 'removed' : `= ${preview(value)}`}${extras ? ' + extra keys' : ''}`,
        query: encodeQuery(query),
        invalid: isInvalid(schema, query),
      };
    });
}

/** Refused by the route's own schema, or carrying a NUL somewhere. */
function isInvalid(schema: ZodType, value: unknown): boolean {
  return !schema.safeParse(value).success || JSON.stringify(value ?? null).includes('\\u0000');
}

/** No lone surrogates: such a string has no URL encoding. */
function isWellFormed(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

function shapeKeys(schema: ZodType): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

function pathsIn(value: Json, prefix: PathStep[] = []): PathStep[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries: [PathStep, Json][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  return [prefix, ...entries.flatMap(([step, item]) => pathsIn(item, [...prefix, step]))];
}

function applyEdit(
  root: Json,
  path: PathStep[],
  edit: { remove: true } | { value: Json } | { raw: string },
): Json {
  if (path.length === 0) return 'remove' in edit ? null : 'value' in edit ? edit.value : RAW_MARK;
  const copy = structuredClone(root) as Record<PathStep, Json>;
  let parent = copy as Json;
  for (const step of path.slice(0, -1)) parent = (parent as Record<PathStep, Json>)[step] as Json;
  const last = path.at(-1)!;
  const container = parent as Record<PathStep, Json> & Json[];
  if ('remove' in edit) {
    if (Array.isArray(container)) container.splice(last as number, 1);
    else delete container[last];
  } else container[last] = 'value' in edit ? edit.value : RAW_MARK;
  return copy as Json;
}

const RAW_MARK = '\u0001raw\u0001';

/** JSON text of `value` with the raw literal where the edit put its mark. */
function jsonWithRaw(value: Json, raw: string): string {
  return JSON.stringify(value).replace(JSON.stringify(RAW_MARK), raw);
}

function withExtras(value: Json, extras: Record<string, Json> | undefined): Json {
  if (!extras || value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const copy = { ...value };
  // defineProperty: a key like `toString` stays an own key, as JSON.parse would make it.
  for (const [key, extra] of Object.entries(extras))
    Object.defineProperty(copy, key, { value: extra, enumerable: true, writable: true, configurable: true });
  return copy;
}

function encodeQuery(query: Record<string, string | string[]>): string {
  return Object.entries(query)
    .flatMap(([key, value]) =>
      [value].flat().map((item) => `${encodeURIComponent(key)}=${encodeURIComponent(item)}`),
    )
    .join('&');
}

function dedupe(paths: PathStep[][]): PathStep[][] {
  return [...new Map(paths.map((path) => [JSON.stringify(path), path])).values()];
}

function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 30 ? `${text.slice(0, 30)}… (${text.length} chars)` : text;
}
