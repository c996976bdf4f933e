// The @fastify/swagger transforms that make the generated document a contract clients can build on:
// zod schemas to JSON Schema with named components, then per operation its operationId, security and
// problem answers (operation-details.ts), and a document holding only the components it uses.
import type { RouteOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { nameSharedSchemas } from './components.js';
import { operationDetails } from './operation-details.js';

type Json = Record<string, unknown>;
type SwaggerTransform = ReturnType<typeof createJsonSchemaTransform>;
type SwaggerTransformObject = ReturnType<typeof createJsonSchemaTransformObject>;

const SCHEMAS = '#/components/schemas/';
const RESPONSES = '#/components/responses/';
const PROBLEM_REF = `${SCHEMAS}Problem`;

/** The problem answers, by status: component name and what the status means here. */
const PROBLEM_ANSWERS: Readonly<Record<number, { name: string; description: string }>> = {
  400: { name: 'BadRequest', description: 'The request is not valid: `error` says which field and why' },
  401: {
    name: 'Unauthorized',
    description: 'No session, an expired one, or an admin action that needs the second factor proved again',
  },
  403: { name: 'Forbidden', description: 'The caller may not do this' },
  404: { name: 'NotFound', description: 'No such record, or not one the caller may see' },
  406: { name: 'NotAcceptable', description: 'The answer cannot be given in the accepted media type' },
  409: { name: 'Conflict', description: 'The record is not in a state that allows this' },
  413: { name: 'PayloadTooLarge', description: 'The body is larger than this operation accepts' },
  429: {
    name: 'TooManyRequests',
    description: 'Too many calls from this address or account; try again later',
  },
  500: { name: 'InternalServerError', description: 'An unexpected error occurred' },
  503: { name: 'ServiceUnavailable', description: 'A service this call needs is not available right now' },
};

/** Per route: zod → JSON Schema, then the operation's id, security and every problem it can answer. */
export function createRouteTransform(): SwaggerTransform {
  nameSharedSchemas();
  const fromZod = createJsonSchemaTransform({});
  return (input) => {
    const transformed = fromZod(input);
    const route = (input as { route?: RouteOptions }).route;
    if (!route || transformed.schema?.hide) return transformed;
    const method = [route.method].flat()[0] ?? 'GET';
    const details = operationDetails(method, route);
    if (!details) return transformed;
    const schema = transformed.schema as Json;
    const response = { ...((schema.response as Json | undefined) ?? {}) };
    for (const status of details.problemStatuses) response[status] ??= { $ref: PROBLEM_REF };
    return {
      ...transformed,
      schema: { ...schema, operationId: details.operationId, security: details.security, response },
    };
  };
}

/** Whole document: named components, problem answers as shared responses, unused components dropped. */
export function createDocumentTransform(): SwaggerTransformObject {
  const withComponents = createJsonSchemaTransformObject({});
  return (input) => {
    const document = withComponents(input) as Json & { paths?: Json; components?: Json };
    const components = (document.components ?? {}) as { schemas?: Json; responses?: Json };
    components.responses = {
      ...components.responses,
      ...Object.fromEntries(
        Object.values(PROBLEM_ANSWERS).map(({ name, description }) => [
          name,
          { description, content: { 'application/problem+json': { schema: { $ref: PROBLEM_REF } } } },
        ]),
      ),
    };
    components.schemas ??= {};
    document.components = components;
    for (const operation of operationsOf(document.paths ?? {})) useSharedProblemAnswers(operation);
    return mergeInputTwins(pruneUnusedComponents(document)) as ReturnType<SwaggerTransformObject>;
  };
}

function* operationsOf(paths: Json): Generator<Json> {
  for (const item of Object.values(paths)) {
    for (const [method, operation] of Object.entries(item as Json)) {
      if (['get', 'put', 'post', 'delete', 'patch', 'head', 'options'].includes(method))
        yield operation as Json;
    }
  }
}

/** A response whose body is the Problem schema becomes a reference to the status's shared answer. */
function useSharedProblemAnswers(operation: Json): void {
  const responses = (operation.responses ?? {}) as Record<string, Json>;
  for (const [status, response] of Object.entries(responses)) {
    const answer = PROBLEM_ANSWERS[Number(status)];
    const content = response.content as Record<string, { schema?: Json }> | undefined;
    const schemas = Object.values(content ?? {}).map((media) => media.schema?.$ref);
    if (answer && schemas.length > 0 && schemas.every((ref) => ref === PROBLEM_REF)) {
      responses[status] = { $ref: `${RESPONSES}${answer.name}` };
    }
  }
}

/**
 * The type provider names a schema's input side `<Name>Input`. Where that reads the same as the
 * output side, or the output side is not used, requests refer to `<Name>`. Repeated, as merging twins
 * can make the schemas that use them twins too.
 */
function mergeInputTwins(document: Json): Json {
  for (;;) {
    const schemas = (document.components as { schemas: Json }).schemas;
    const twins = new Set(
      Object.keys(schemas).filter((name) => {
        if (!name.endsWith('Input')) return false;
        const output = schemas[name.slice(0, -'Input'.length)];
        return output === undefined || JSON.stringify(output) === JSON.stringify(schemas[name]);
      }),
    );
    if (twins.size === 0) return document;
    const merged = JSON.parse(JSON.stringify(document), (key, value) =>
      key === '$ref' && typeof value === 'string' && twins.has(value.slice(SCHEMAS.length))
        ? value.slice(0, -'Input'.length)
        : value,
    ) as Json & { components: { schemas: Json } };
    for (const name of twins) {
      merged.components.schemas[name.slice(0, -'Input'.length)] ??= merged.components.schemas[name];
      delete merged.components.schemas[name];
    }
    document = merged;
  }
}

/** Drops components nothing refers to (the type provider emits every registered schema, both sides). */
function pruneUnusedComponents(document: Json): Json {
  const components = document.components as { schemas?: Json; responses?: Json; securitySchemes?: Json };
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key === '$ref' && typeof child === 'string' && !used.has(child)) {
          used.add(child);
          visit(resolve(document, child));
        } else visit(child);
      }
    }
  };
  visit(document.paths);
  const operations = [...operationsOf((document.paths ?? {}) as Json)];
  for (const name of operations
    .flatMap((operation) => (operation.security as Json[] | undefined) ?? [])
    .flatMap(Object.keys)) {
    used.add(`#/components/securitySchemes/${name}`);
  }
  for (const kind of ['schemas', 'responses', 'securitySchemes'] as const) {
    const entries = components[kind] ?? {};
    components[kind] = Object.fromEntries(
      Object.entries(entries).filter(([name]) => used.has(`#/components/${kind}/${name}`)),
    );
  }
  return document;
}

function resolve(document: Json, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, part) => (node as Json | undefined)?.[part], document);
}
